package store

import (
	"context"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type userModel struct {
	ID           int64 `gorm:"primaryKey"`
	Email        string
	PasswordHash string
	Nickname     string
	Avatar       string
	Phone        string
	Gender       int
	VideoLimit   int
	CreatedAt    time.Time
	UpdatedAt    time.Time

	Locale          string
	EmailVerifiedAt *time.Time
}

func (userModel) TableName() string { return "users" }

func toDomainUser(m userModel) domain.User {
	return domain.User{
		ID: m.ID, Email: m.Email, PasswordHash: m.PasswordHash, Nickname: m.Nickname,
		Avatar: m.Avatar, Phone: m.Phone, Gender: m.Gender, VideoLimit: m.VideoLimit,
		CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt,
		Locale: m.Locale, VerifiedAt: m.EmailVerifiedAt,
	}
}

func toUserModel(u domain.User) userModel {
	return userModel{
		ID: u.ID, Email: u.Email, PasswordHash: u.PasswordHash, Nickname: u.Nickname,
		Avatar: u.Avatar, Phone: u.Phone, Gender: u.Gender, VideoLimit: u.VideoLimit,
		CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt,
		Locale: u.Locale, EmailVerifiedAt: u.VerifiedAt,
	}
}

// CreateUser inserts u and sets its ID. A taken e-mail is ErrConflict.
func (s *Store) CreateUser(ctx context.Context, u *domain.User) error {
	m := toUserModel(*u)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return translate(err, "create user")
	}
	*u = toDomainUser(m)
	return nil
}

// UserByEmail finds the user with this (already normalised) e-mail.
func (s *Store) UserByEmail(ctx context.Context, email string) (domain.User, error) {
	var m userModel
	err := s.db.WithContext(ctx).Where("email = ?", email).Take(&m).Error
	return toDomainUser(m), translate(err, "user by e-mail")
}

// UserByID finds a user.
func (s *Store) UserByID(ctx context.Context, id int64) (domain.User, error) {
	var m userModel
	err := s.db.WithContext(ctx).Where("id = ?", id).Take(&m).Error
	return toDomainUser(m), translate(err, "user %d", id)
}
