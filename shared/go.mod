module github.com/reelroom/reelroom/shared

go 1.26
