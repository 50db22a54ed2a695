package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/shared/api"
)

// The built-in workspace (api.BuiltinTeamID) and its two rooms, kept at
// their fixed negative ids: the databases' own ids are positive, so nothing
// made before or after can take them. They are owned by the service's own
// account (api.BuiltinOwnerUserID), which holds no password hash anyone's
// password can match and is in no workspace, so no one signs in as it.

// Names of the built-in rooms as stored; the clients show them in the
// user's language.
const (
	AllHandsRoomName = "All hands"
	PublicRoomName   = "Public"
)

// builtinOwnerEmail is the service account's address: .invalid never
// delivers, and e-mails of accounts that sign up never end so.
const builtinOwnerEmail = "builtin-workspace@reelroom.invalid"

// EnsureBuiltinTeam makes the built-in workspace, named name, with its
// rooms 'All hands' and 'Public' when they are missing, gives it name when
// it has another, and makes every user a member (role 3) of it and of both
// rooms; members keep the roles they have. Running it again changes
// nothing else.
func (s *Store) EnsureBuiltinTeam(ctx context.Context, name string, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		owner := userModel{ID: api.BuiltinOwnerUserID, Email: builtinOwnerEmail, PasswordHash: "!",
			Nickname: "Reelroom", Gender: 3, Locale: "en", CreatedAt: at, UpdatedAt: at}
		if err := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&owner).Error; err != nil {
			return translate(err, "create the built-in workspace's owner")
		}
		t := teamModel{ID: api.BuiltinTeamID, Name: name, OwnerID: api.BuiltinOwnerUserID, CreatedAt: at, UpdatedAt: at}
		err := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&t).Error
		if err == nil {
			err = tx.Model(&teamModel{}).Where("id = ? AND name <> ?", api.BuiltinTeamID, name).
				Updates(map[string]any{"name": name, "updated_at": at}).Error
		}
		if err != nil {
			return translate(err, "create the built-in workspace")
		}
		// 'All hands' a second older, so that rooms listed oldest first show it first.
		rooms := []channelModel{
			{ID: api.AllHandsChannelID, TeamID: api.BuiltinTeamID, Name: AllHandsRoomName,
				CreatorID: api.BuiltinOwnerUserID, CreatedAt: at.Add(-time.Second), UpdatedAt: at},
			{ID: api.PublicChannelID, TeamID: api.BuiltinTeamID, Name: PublicRoomName,
				CreatorID: api.BuiltinOwnerUserID, CreatedAt: at, UpdatedAt: at},
		}
		if err := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&rooms).Error; err != nil {
			return translate(err, "create the built-in rooms")
		}
		return joinBuiltin(tx, "users.id > 0", at)
	})
}

// JoinBuiltinTeam makes userID a member (role 3) of the built-in workspace
// and its rooms, when the workspace exists; one already in keeps their role.
func (s *Store) JoinBuiltinTeam(ctx context.Context, userID int64, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		return joinBuiltin(tx, "users.id = ?", at, userID)
	})
}

// joinBuiltin adds the users that where selects (and not the service's own
// account) to the built-in workspace and both its rooms, if it exists.
func joinBuiltin(tx *gorm.DB, where string, at time.Time, args ...any) error {
	cond := " FROM users WHERE " + where + " AND users.id <> ? AND EXISTS (SELECT 1 FROM teams WHERE teams.id = ?)"
	args = append(args, api.BuiltinOwnerUserID, api.BuiltinTeamID)
	err := tx.Exec("INSERT INTO team_members (team_id, user_id, role, joined_at) SELECT ?, users.id, ?, ?"+cond+
		" ON CONFLICT (team_id, user_id) DO NOTHING",
		append([]any{api.BuiltinTeamID, int(api.RoleMember), at}, args...)...).Error
	if err != nil {
		return translate(err, "add users to the built-in workspace")
	}
	for _, room := range []int64{api.AllHandsChannelID, api.PublicChannelID} {
		err := tx.Exec("INSERT INTO channel_members (channel_id, user_id, role, joined_at) SELECT ?, users.id, ?, ?"+cond+
			" ON CONFLICT (channel_id, user_id) DO NOTHING",
			append([]any{room, int(api.RoleRoomMember), at}, args...)...).Error
		if err != nil {
			return translate(err, "add users to built-in room %d", room)
		}
	}
	return nil
}

// SetBuiltinRole gives the user with this (normalised) e-mail role in the
// built-in workspace, making them a member first if they are not yet, and
// answers their id. ErrNotFound: no such user, or the workspace is not
// there (never turned on).
func (s *Store) SetBuiltinRole(ctx context.Context, email string, role api.TeamRole, at time.Time) (int64, error) {
	var id int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var u userModel
		if err := tx.Where("email = ? AND id <> ?", email, api.BuiltinOwnerUserID).Take(&u).Error; err != nil {
			return translate(err, "user by e-mail")
		}
		var t teamModel
		if err := tx.Where("id = ?", api.BuiltinTeamID).Take(&t).Error; err != nil {
			return translate(err, "the built-in workspace")
		}
		if err := joinBuiltin(tx, "users.id = ?", at, u.ID); err != nil {
			return err
		}
		err := tx.Model(&teamMemberModel{}).Where("team_id = ? AND user_id = ?", api.BuiltinTeamID, u.ID).
			Update("role", int(role)).Error
		id = u.ID
		return translate(err, "set the built-in role of user %d", u.ID)
	})
	return id, err
}
