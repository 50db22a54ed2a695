package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Workspaces (teams) and who is in them. A user who is not a member of a
// workspace gets ErrNotFound for it, as for one that does not exist.

type teamModel struct {
	ID        int64 `gorm:"primaryKey"`
	Name      string
	IconKey   string
	OwnerID   int64
	CreatedAt time.Time
	UpdatedAt time.Time
}

func (teamModel) TableName() string { return "teams" }

type teamMemberModel struct {
	TeamID   int64 `gorm:"primaryKey;autoIncrement:false"`
	UserID   int64 `gorm:"primaryKey;autoIncrement:false"`
	Role     int
	JoinedAt time.Time
}

func (teamMemberModel) TableName() string { return "team_members" }

// teamRow is a workspace with the asking user's role.
type teamRow struct {
	ID        int64
	Name      string
	IconKey   string
	OwnerID   int64
	CreatedAt time.Time
	UpdatedAt time.Time
	Role      int
}

func (r teamRow) domain() domain.Team {
	return domain.Team{ID: r.ID, Name: r.Name, IconKey: r.IconKey, OwnerID: r.OwnerID, Role: api.TeamRole(r.Role),
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

// teamChannels is the ids of a workspace's rooms, for IN clauses.
const teamChannels = "SELECT id FROM channels WHERE team_id = ?"

// CreateTeam stores t with its owner t.OwnerID as its first member (role
// owner), in one transaction, and sets its ID.
func (s *Store) CreateTeam(ctx context.Context, t *domain.Team) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		m := teamModel{Name: t.Name, IconKey: t.IconKey, OwnerID: t.OwnerID, CreatedAt: t.CreatedAt, UpdatedAt: t.CreatedAt}
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create team")
		}
		mm := teamMemberModel{TeamID: m.ID, UserID: t.OwnerID, Role: int(api.RoleOwner), JoinedAt: t.CreatedAt}
		if err := tx.Create(&mm).Error; err != nil {
			return translate(err, "add owner of team %d", m.ID)
		}
		t.ID, t.Role, t.UpdatedAt = m.ID, api.RoleOwner, m.UpdatedAt
		return nil
	})
}

// TeamOf is workspace teamID with userID's role: ErrNotFound when it does
// not exist or userID is not a member.
func (s *Store) TeamOf(ctx context.Context, teamID, userID int64) (domain.Team, error) {
	var r teamRow
	err := s.db.WithContext(ctx).Table("teams").Select("teams.*, team_members.role").
		Joins("JOIN team_members ON team_members.team_id = teams.id AND team_members.user_id = ?", userID).
		Where("teams.id = ?", teamID).Take(&r).Error
	if err != nil {
		return domain.Team{}, translate(err, "team %d of user %d", teamID, userID)
	}
	return r.domain(), nil
}

// TeamByID is workspace teamID whoever asks (Role 0).
func (s *Store) TeamByID(ctx context.Context, teamID int64) (domain.Team, error) {
	var m teamModel
	if err := s.db.WithContext(ctx).Where("id = ?", teamID).Take(&m).Error; err != nil {
		return domain.Team{}, translate(err, "team %d", teamID)
	}
	return domain.Team{ID: m.ID, Name: m.Name, IconKey: m.IconKey, OwnerID: m.OwnerID, CreatedAt: m.CreatedAt,
		UpdatedAt: m.UpdatedAt}, nil
}

// TeamsOf lists userID's workspaces in the order joined, with userID's role.
func (s *Store) TeamsOf(ctx context.Context, userID int64) ([]domain.Team, error) {
	var rs []teamRow
	err := s.db.WithContext(ctx).Table("teams").Select("teams.*, team_members.role").
		Joins("JOIN team_members ON team_members.team_id = teams.id").
		Where("team_members.user_id = ?", userID).Order("team_members.joined_at, teams.id").Find(&rs).Error
	if err != nil {
		return nil, translate(err, "teams of user %d", userID)
	}
	out := make([]domain.Team, len(rs))
	for i, r := range rs {
		out[i] = r.domain()
	}
	return out, nil
}

// teamCountsRow is a workspace's figures as TeamCounts selects them.
type teamCountsRow struct {
	ID       int64
	Members  int
	Pending  int
	Channels int
	Videos   int
}

// TeamCounts are the figures of workspaces teamIDs, by id, in one
// statement: the videos are the sum of the rooms' stored counts.
func (s *Store) TeamCounts(ctx context.Context, teamIDs []int64) (map[int64]domain.TeamCounts, error) {
	out := make(map[int64]domain.TeamCounts, len(teamIDs))
	if len(teamIDs) == 0 {
		return out, nil
	}
	var rs []teamCountsRow
	err := s.db.WithContext(ctx).Raw(`SELECT t.id,
		(SELECT COUNT(*) FROM team_members m WHERE m.team_id = t.id) AS members,
		(SELECT COUNT(DISTINCT i.email) FROM team_invites i WHERE i.team_id = t.id AND i.email <> ''
			AND i.revoked_at IS NULL AND i.accepted_at IS NULL) AS pending,
		(SELECT COUNT(*) FROM channels c WHERE c.team_id = t.id) AS channels,
		(SELECT COALESCE(SUM(c.video_count), 0) FROM channels c WHERE c.team_id = t.id) AS videos
		FROM teams t WHERE t.id IN ?`, teamIDs).Scan(&rs).Error
	if err != nil {
		return nil, translate(err, "team counts")
	}
	for _, r := range rs {
		out[r.ID] = domain.TeamCounts{Members: r.Members, Pending: r.Pending, Channels: r.Channels, Videos: r.Videos}
	}
	return out, nil
}

// UpdateTeam renames workspace teamID and, when iconKey is not nil, sets
// its icon.
func (s *Store) UpdateTeam(ctx context.Context, teamID int64, name string, iconKey *string, at time.Time) error {
	values := map[string]any{"name": name, "updated_at": at}
	if iconKey != nil {
		values["icon_key"] = *iconKey
	}
	res := s.db.WithContext(ctx).Model(&teamModel{}).Where("id = ?", teamID).Updates(values)
	if res.Error == nil && res.RowsAffected == 0 {
		res.Error = gorm.ErrRecordNotFound
	}
	return translate(res.Error, "update team %d", teamID)
}

// DeleteTeam deletes workspace teamID with its rooms, members and
// invitations, in one transaction, if ownerID still owns it (else
// ErrNotFound and nothing changes); the rooms' videos go back to their
// authors' My Videos root.
func (s *Store) DeleteTeam(ctx context.Context, teamID, ownerID int64) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Exec("UPDATE videos SET channel_id = 0, folder_id = 0, added_at = NULL WHERE channel_id IN ("+
			teamChannels+")", teamID).Error
		if err != nil {
			return translate(err, "send videos of team %d home", teamID)
		}
		for _, q := range []string{
			"DELETE FROM channel_members WHERE channel_id IN (" + teamChannels + ")",
			"DELETE FROM channels WHERE team_id = ?",
			"DELETE FROM team_invites WHERE team_id = ?",
			"DELETE FROM team_members WHERE team_id = ?",
		} {
			if err := tx.Exec(q, teamID).Error; err != nil {
				return translate(err, "delete team %d", teamID)
			}
		}
		res := tx.Where("id = ? AND owner_id = ?", teamID, ownerID).Delete(&teamModel{})
		if res.Error == nil && res.RowsAffected == 0 {
			res.Error = gorm.ErrRecordNotFound
		}
		return translate(res.Error, "delete team %d", teamID)
	})
}

type teamMemberRow struct {
	UserID     int64
	Nickname   string
	Avatar     string
	Email      string
	Role       int
	JoinedAt   time.Time
	VideoCount int
}

// TeamMembers lists workspace teamID's members by role, then by when they
// joined, each with their videos in its rooms.
func (s *Store) TeamMembers(ctx context.Context, teamID int64) ([]domain.TeamMember, error) {
	var rs []teamMemberRow
	err := s.db.WithContext(ctx).Raw(`SELECT m.user_id, u.nickname, u.avatar, u.email, m.role, m.joined_at,
		(SELECT COUNT(*) FROM videos v WHERE v.user_id = m.user_id AND v.trashed_at IS NULL
			AND v.channel_id IN (`+teamChannels+`)) AS video_count
		FROM team_members m JOIN users u ON u.id = m.user_id
		WHERE m.team_id = ? ORDER BY m.role, m.joined_at, m.user_id`, teamID, teamID).Scan(&rs).Error
	if err != nil {
		return nil, translate(err, "members of team %d", teamID)
	}
	out := make([]domain.TeamMember, len(rs))
	for i, r := range rs {
		out[i] = domain.TeamMember{UserID: r.UserID, Nickname: r.Nickname, Avatar: r.Avatar, Email: r.Email,
			Role: api.TeamRole(r.Role), VideoCount: r.VideoCount, JoinedAt: r.JoinedAt}
	}
	return out, nil
}

// TeamRole is userID's role in workspace teamID, 0 when not a member (and
// for a workspace that does not exist).
func (s *Store) TeamRole(ctx context.Context, userID, teamID int64) (api.TeamRole, error) {
	var roles []int
	err := s.db.WithContext(ctx).Model(&teamMemberModel{}).Where("team_id = ? AND user_id = ?", teamID, userID).
		Limit(1).Pluck("role", &roles).Error
	if err != nil || len(roles) == 0 {
		return 0, translate(err, "role of user %d in team %d", userID, teamID)
	}
	return api.TeamRole(roles[0]), nil
}

// ownedBy is the condition that a team_members row's workspace is owned
// by a user: checked in the statement that changes the row, so that an
// owner who has just transferred the workspace can no longer act as one.
const ownedBy = "EXISTS (SELECT 1 FROM teams WHERE teams.id = team_members.team_id AND teams.owner_id = ?)"

// SetTeamRole gives member userID of workspace teamID role, as its owner
// ownerID, unless they are its owner (ErrNotFound: no such member who is
// not the owner, or ownerID does not own it).
func (s *Store) SetTeamRole(ctx context.Context, teamID, ownerID, userID int64, role api.TeamRole) error {
	res := s.db.WithContext(ctx).Model(&teamMemberModel{}).
		Where("team_id = ? AND user_id = ? AND role <> ?", teamID, userID, int(api.RoleOwner)).
		Where(ownedBy, ownerID).Update("role", int(role))
	if res.Error == nil && res.RowsAffected == 0 {
		res.Error = gorm.ErrRecordNotFound
	}
	return translate(res.Error, "set role of user %d in team %d", userID, teamID)
}

// TransferTeam makes member to the owner of workspace teamID and its owner
// from an admin, in one transaction: ErrNotFound when from is not the owner
// or to is not a member.
func (s *Store) TransferTeam(ctx context.Context, teamID, from, to int64, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		steps := []*gorm.DB{
			tx.Model(&teamModel{}).Where("id = ? AND owner_id = ?", teamID, from).
				Updates(map[string]any{"owner_id": to, "updated_at": at}),
			tx.Model(&teamMemberModel{}).Where("team_id = ? AND user_id = ? AND role = ?", teamID, from, int(api.RoleOwner)).
				Update("role", int(api.RoleAdmin)),
			tx.Model(&teamMemberModel{}).Where("team_id = ? AND user_id = ? AND role <> ?", teamID, to, int(api.RoleOwner)).
				Update("role", int(api.RoleOwner)),
		}
		for _, res := range steps {
			if res.Error == nil && res.RowsAffected == 0 {
				res.Error = gorm.ErrRecordNotFound
			}
			if res.Error != nil {
				return translate(res.Error, "transfer team %d to user %d", teamID, to)
			}
		}
		return nil
	})
}

// RemoveTeamMember takes userID out of workspace teamID and all its rooms,
// in one transaction, on the word of by: themselves or the workspace's
// owner. Never its owner (ErrNotFound: no such member who is not the
// owner, or by may not). A room's creator stays its creator of record.
func (s *Store) RemoveTeamMember(ctx context.Context, teamID, userID, by int64) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		q := tx.Where("team_id = ? AND user_id = ? AND role <> ?", teamID, userID, int(api.RoleOwner))
		if by != userID {
			q = q.Where(ownedBy, by)
		}
		res := q.Delete(&teamMemberModel{})
		if res.Error == nil && res.RowsAffected == 0 {
			res.Error = gorm.ErrRecordNotFound
		}
		if res.Error != nil {
			return translate(res.Error, "remove user %d from team %d", userID, teamID)
		}
		err := tx.Exec("DELETE FROM channel_members WHERE user_id = ? AND channel_id IN ("+teamChannels+")",
			userID, teamID).Error
		return translate(err, "remove user %d from the rooms of team %d", userID, teamID)
	})
}
