package httpapi

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/library"
	"github.com/reelroom/reelroom/shared/api"
)

func (s *Server) videoList(c *gin.Context) {
	pid, valid := idParam(c, "pid")
	if !valid {
		return
	}
	l, err := s.Library.List(c.Request.Context(), userID(c), pid, c.Query("_sort"))
	respond(c, s.toFolderList(l), err)
}

func (s *Server) folderAll(c *gin.Context) {
	fs, err := s.Library.AllFolders(c.Request.Context(), userID(c))
	respond(c, api.FolderAll{Folders: toAPIFolders(fs)}, err)
}

func (s *Server) folderCreate(c *gin.Context) {
	var req api.FolderCreateRequest
	if !bind(c, &req) {
		return
	}
	f, err := s.Library.CreateFolder(c.Request.Context(), userID(c), req)
	respond(c, toAPIFolder(f), err)
}

func (s *Server) folderRename(c *gin.Context) {
	var req api.FolderRenameRequest
	if !bind(c, &req) {
		return
	}
	f, err := s.Library.RenameFolder(c.Request.Context(), userID(c), req)
	respond(c, toAPIFolder(f), err)
}

func (s *Server) itemsMove(c *gin.Context) {
	var req api.ItemsMoveRequest
	if !bind(c, &req) {
		return
	}
	fs, err := s.Library.Move(c.Request.Context(), userID(c), req)
	respond(c, api.ItemsMoved{Folders: toAPIFolders(fs)}, err)
}

func (s *Server) itemsTrash(c *gin.Context) {
	var req api.Items
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Library.Trash(c.Request.Context(), userID(c), req))
}

func (s *Server) trashList(c *gin.Context) {
	fs, vs, err := s.Library.TrashList(c.Request.Context(), userID(c))
	out := api.TrashList{Folders: toAPIFolders(fs), Videos: make([]api.Video, len(vs))}
	for i, v := range vs {
		out.Videos[i] = s.toAPIVideo(v)
		out.Videos[i].TrashedAt, out.Videos[i].EraseAt = trashTimes(v.TrashedAt)
	}
	respond(c, out, err)
}

func (s *Server) itemsRestore(c *gin.Context) {
	var req api.Items
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Library.Restore(c.Request.Context(), userID(c), req))
}

func (s *Server) itemsErase(c *gin.Context) {
	var req api.Items
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Library.Erase(c.Request.Context(), userID(c), req))
}

func (s *Server) trashEmpty(c *gin.Context) {
	respond(c, struct{}{}, s.Library.Empty(c.Request.Context(), userID(c)))
}

func (s *Server) videoSearch(c *gin.Context) {
	page, err := strconv.Atoi(c.DefaultQuery("page", "1"))
	if err != nil {
		fail(c, api.Errorf(api.CodeInvalidParam, "page must be a number"))
		return
	}
	vs, total, err := s.Library.Search(c.Request.Context(), userID(c), c.Query("q"), page)
	respond(c, api.VideoSearch{Videos: s.toAPIVideos(vs), Total: total, Page: page}, err)
}

func (s *Server) videoCapacity(c *gin.Context) {
	capacity, err := s.Library.Capacity(c.Request.Context(), userID(c))
	respond(c, capacity, err)
}

// toFolderList converts a listing for the wire.
func (s *Server) toFolderList(l library.Listing) api.FolderList {
	out := api.FolderList{Breadcrumb: make([]api.FolderCrumb, len(l.Chain)), Folders: toAPIFolders(l.Folders),
		Videos: s.toAPIVideos(l.Videos)}
	for i, f := range l.Chain {
		out.Breadcrumb[i] = api.FolderCrumb{ID: f.ID, Name: f.Name}
	}
	if l.Folder != nil {
		f := toAPIFolder(*l.Folder)
		out.Folder = &f
	}
	return out
}

func (s *Server) toAPIVideos(vs []domain.VideoWithOwner) []api.Video {
	out := make([]api.Video, len(vs))
	for i, v := range vs {
		out[i] = s.toAPIVideo(v)
	}
	return out
}

func toAPIFolders(fs []library.FolderView) []api.Folder {
	out := make([]api.Folder, len(fs))
	for i, f := range fs {
		out[i] = toAPIFolder(f)
	}
	return out
}

// toAPIFolder converts a folder for its owner.
func toAPIFolder(f library.FolderView) api.Folder {
	out := api.Folder{
		ID: f.ID, Name: f.Name, Pid: f.Pid, ShareKey: f.ShareKey, CanDownloadShare: f.CanDownloadShare,
		HasShared: f.ShareKey != "", ShareEnabled: f.ShareEnabled, SubFolders: f.Folders, Videos: f.Videos,
		CreatedAt: rfc3339(f.CreatedAt), UpdatedAt: rfc3339(f.UpdatedAt), ItemType: "folder",
	}
	out.TrashedAt, out.EraseAt = trashTimes(f.TrashedAt)
	return out
}

// trashTimes are when an item went into the trash and when it is erased.
func trashTimes(at *time.Time) (*string, *string) {
	if at == nil {
		return nil, nil
	}
	trashed, erase := rfc3339(*at), rfc3339(at.Add(library.TrashTime))
	return &trashed, &erase
}
