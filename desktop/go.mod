module github.com/reelroom/reelroom/desktop

go 1.26
