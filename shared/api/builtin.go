package api

// The built-in workspace (spec 6 and 9): an instance-wide workspace the
// operator turns on (BUILTIN_TEAM=<its name>), off by default. Every user
// is a member (role 3, the operator makes admins with `reelroom admin
// builtin-role`), and in both of its rooms. Nobody deletes, renames, quits
// or transfers it, invites to it (CodeBuiltinTeam), or renames, deletes or
// quits its rooms. Only workspace roles 1-2 put videos into 'All hands';
// every member may into 'Public'. A user whose only workspace is this one
// counts as having none.
//
// Its ids are fixed and negative: SQLite (AUTOINCREMENT) and PostgreSQL
// (sequences from 1, no cycle) only ever make positive ids, so the two can
// never meet, whatever was made before the workspace was turned on.

// The built-in workspace's fixed ids.
const (
	BuiltinTeamID      int64 = -1
	AllHandsChannelID  int64 = -2 // 'All hands': only workspace roles 1-2 record or send into it
	PublicChannelID    int64 = -3 // 'Public': every member records and sends into it
	BuiltinOwnerUserID int64 = -1 // the service's own account owning them; nobody signs in as it
)

// IsBuiltinTeam reports whether id is the built-in workspace.
func IsBuiltinTeam(id int64) bool { return id == BuiltinTeamID }

// IsBuiltinChannel reports whether id is one of the built-in workspace's rooms.
func IsBuiltinChannel(id int64) bool { return id == AllHandsChannelID || id == PublicChannelID }
