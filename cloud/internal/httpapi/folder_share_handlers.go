package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

func (s *Server) folderShareCreate(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	sh, err := s.Videos.ShareFolder(c.Request.Context(), userID(c), id)
	respond(c, sh, err)
}

func (s *Server) folderShareUpdate(c *gin.Context) {
	var req api.FolderShareUpdateRequest
	id, valid := idParam(c, "id")
	if !valid || !bind(c, &req) {
		return
	}
	sh, err := s.Videos.UpdateFolderShare(c.Request.Context(), userID(c), id, req)
	respond(c, sh, err)
}

func (s *Server) folderShareRevoke(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	sh, err := s.Videos.RevokeFolderShare(c.Request.Context(), userID(c), id)
	respond(c, sh, err)
}

// folderShareDetail is a shared folder, or one below it, for anyone holding
// the shared folder's key.
func (s *Server) folderShareDetail(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	f, err := s.Videos.OpenSharedFolder(c.Request.Context(), id, c.Query("share_key"))
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, s.toSharedFolder(f))
}

func (s *Server) folderFork(c *gin.Context) {
	var req api.FolderForkRequest
	if !bind(c, &req) {
		return
	}
	f, err := s.Videos.ForkFolder(c.Request.Context(), userID(c), req)
	respond(c, visitorFolder(f, 0, 0), err)
}

// toSharedFolder is what a visitor of a shared folder sees: no share keys.
func (s *Server) toSharedFolder(f video.SharedFolder) api.SharedFolder {
	out := api.SharedFolder{
		Folder:     visitorFolder(f.Folder, f.SubFolders[f.Folder.ID], f.VideoCounts[f.Folder.ID]),
		Breadcrumb: make([]api.FolderCrumb, len(f.Path)),
		Folders:    make([]api.Folder, len(f.Folders)),
		Videos:     make([]api.Video, len(f.Videos)),
		Owner:      api.VideoUser{ID: f.Owner.ID, Nickname: f.Owner.Nickname, Avatar: f.Owner.Avatar},
	}
	for i, p := range f.Path {
		out.Breadcrumb[i] = api.FolderCrumb{ID: p.ID, Name: p.Name}
	}
	for i, sub := range f.Folders {
		out.Folders[i] = visitorFolder(sub, f.SubFolders[sub.ID], f.VideoCounts[sub.ID])
	}
	for i, v := range f.Videos {
		out.Videos[i] = s.toAPIVideo(v)
	}
	return out
}

// visitorFolder is a folder for the wire without its share key.
func visitorFolder(f domain.Folder, subFolders, videos int) api.Folder {
	return api.Folder{
		ID: f.ID, Name: f.Name, Pid: f.Pid, CanDownloadShare: f.CanDownloadShare,
		HasShared: f.ShareKey != "", ShareEnabled: f.ShareEnabled, SubFolders: subFolders, Videos: videos,
		CreatedAt: rfc3339(f.CreatedAt), UpdatedAt: rfc3339(f.UpdatedAt), ItemType: "folder",
	}
}
