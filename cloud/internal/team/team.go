// Package team is workspaces (teams): making, renaming and deleting them,
// their members and roles, invite links and e-mail invitations, and their
// icons. Every call first finds the caller's role in the workspace: a
// workspace the caller is not in answers CodeNotFound, a role too low for
// the call CodeForbidden (see policy.go).
package team

import (
	"context"
	"errors"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/ratelimit"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Service is the workspace use cases.
type Service struct {
	store   *store.Store
	jobs    *job.Queue
	blobs   blob.Store
	iconKey []byte // signs icon upload forms
	work    string // a folder for icons being re-encoded, on the blob store's disk
	base    string // the service's public origin, for links in mail
	mails   *ratelimit.Limiter
	events  Events
	// Now is the service's clock; tests replace it.
	Now func() time.Time
}

// Config is what New needs besides the store.
type Config struct {
	Jobs       *job.Queue // queues invitation mail (mail.Kind must be registered)
	Blobs      blob.Store // keeps icons
	SigningKey []byte     // the service's signing key
	WorkDir    string     // a folder for files on their way to Blobs
	PublicURL  string     // the origin invitation links start with
}

// New makes the service.
func New(st *store.Store, cfg Config) *Service {
	return &Service{store: st, jobs: cfg.Jobs, blobs: cfg.Blobs, iconKey: derive(cfg.SigningKey, "team icon upload"),
		work: cfg.WorkDir, base: cfg.PublicURL, mails: ratelimit.New(mailBurst, mailEvery), events: noEvents{},
		Now: func() time.Time { return time.Now().UTC() }}
}

// Events hears of users leaving workspaces (and so all of its rooms), and
// of members made visitors losing sight of public rooms, once committed.
// It must not block.
type Events interface {
	// LeftTeam: users are no longer in the workspace (deleted: it is gone).
	LeftTeam(ctx context.Context, teamID int64, users []int64, deleted bool)
	// LeftRoom: users no longer see the room.
	LeftRoom(ctx context.Context, channelID, teamID int64, users []int64, deleted bool)
}

type noEvents struct{}

func (noEvents) LeftTeam(context.Context, int64, []int64, bool)        {}
func (noEvents) LeftRoom(context.Context, int64, int64, []int64, bool) {}

// SetEvents makes the service tell e of users leaving workspaces and rooms.
func (s *Service) SetEvents(e Events) { s.events = e }

var (
	errTeamNotFound = api.Errorf(api.CodeNotFound, "Workspace not found")
	errRoomNotFound = api.Errorf(api.CodeNotFound, "Room not found")
	errUserNotFound = api.Errorf(api.CodeNotFound, "Member not found")
	errBadID        = api.Errorf(api.CodeInvalidParam, "id must name a workspace")
)

// notFound answers e for a store's ErrNotFound, err otherwise.
func notFound(err, e error) error {
	if errors.Is(err, store.ErrNotFound) {
		return e
	}
	return err
}

// cleanName trims a workspace name and checks it.
func cleanName(raw string) (string, error) {
	return names.Clean(raw, api.MaxTeamName)
}

// List is the caller's workspaces with their figures and joined rooms.
func (s *Service) List(ctx context.Context, userID int64) (api.TeamList, error) {
	teams, err := s.store.TeamsOf(ctx, userID)
	if err != nil {
		return api.TeamList{}, err
	}
	ids := make([]int64, len(teams))
	for i, t := range teams {
		ids[i] = t.ID
	}
	counts, err := s.store.TeamCounts(ctx, ids)
	if err != nil {
		return api.TeamList{}, err
	}
	joined, err := s.store.JoinedChannels(ctx, userID, ids)
	if err != nil {
		return api.TeamList{}, err
	}
	out := api.TeamList{Teams: make([]api.Team, len(teams))}
	for i, t := range teams {
		w := teamWire(t, counts[t.ID])
		for _, c := range joined[t.ID] {
			w.Channels = append(w.Channels, channelWire(c))
			w.Unread += c.Unread
		}
		out.Teams[i] = w
	}
	return out, nil
}

// Detail is workspace id as its member userID sees it.
func (s *Service) Detail(ctx context.Context, userID, id int64) (api.Team, error) {
	t, err := s.member(ctx, userID, id, anyMember)
	if err != nil {
		return api.Team{}, err
	}
	return s.wire(ctx, t)
}

func (s *Service) wire(ctx context.Context, t domain.Team) (api.Team, error) {
	counts, err := s.store.TeamCounts(ctx, []int64{t.ID})
	if err != nil {
		return api.Team{}, err
	}
	return teamWire(t, counts[t.ID]), nil
}

// Create makes a workspace owned by userID.
func (s *Service) Create(ctx context.Context, userID int64, req api.TeamCreateRequest) (api.Team, error) {
	name, err := cleanName(req.Name)
	if err != nil {
		return api.Team{}, err
	}
	t := domain.Team{Name: name, OwnerID: userID, CreatedAt: s.Now()}
	if err := s.store.CreateTeam(ctx, &t); err != nil {
		return api.Team{}, err
	}
	return s.wire(ctx, t)
}

// Update renames a workspace and sets its icon (roles 1-2).
func (s *Service) Update(ctx context.Context, userID int64, req api.TeamUpdateRequest) (api.Team, error) {
	t, err := s.changeable(ctx, userID, req.ID, managers)
	if err != nil {
		return api.Team{}, err
	}
	name, err := cleanName(req.Name)
	if err != nil {
		return api.Team{}, err
	}
	var icon *string
	if req.IconKey != "" {
		if !iconOf(req.IconKey, t.ID) {
			return api.Team{}, errBadIconKey
		}
		icon = &req.IconKey
	}
	now := s.Now()
	if err := s.store.UpdateTeam(ctx, t.ID, name, icon, now); err != nil {
		return api.Team{}, notFound(err, errTeamNotFound)
	}
	t.Name, t.UpdatedAt = name, now
	if icon != nil && *icon != t.IconKey {
		s.dropIcons(ctx, t.ID, t.IconKey)
		t.IconKey = *icon
	}
	return s.wire(ctx, t)
}

// Delete deletes a workspace (its owner only): its rooms go, their videos
// go back to their authors' My Videos root.
func (s *Service) Delete(ctx context.Context, userID, id int64) error {
	t, err := s.changeable(ctx, userID, id, ownerOnly)
	if err != nil {
		return err
	}
	members, err := s.store.TeamMemberIDs(ctx, t.ID, api.RoleVisitor)
	if err != nil {
		return err
	}
	if err := s.store.DeleteTeam(ctx, t.ID, userID); err != nil {
		return notFound(err, errTeamNotFound)
	}
	s.dropAllIcons(ctx, t.ID)
	s.events.LeftTeam(ctx, t.ID, members, true)
	return nil
}
