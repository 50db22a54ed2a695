package store

import (
	"encoding/json"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// notifyAttempts is how often a notification job is tried.
const notifyAttempts = 5

// queueNotify writes, in tx, the job that turns c into notifications (see
// domain.NotifyJobKind): it exists exactly when the change that is the
// event does. It is due at once whatever the services' clocks say (tests
// move them), and so runs before jobs due now.
func queueNotify(tx *gorm.DB, c domain.NotifyCause) error {
	raw, err := json.Marshal(c)
	if err != nil {
		return err
	}
	j := domain.Job{Kind: domain.NotifyJobKind, Payload: raw, RunAt: notifyDue, MaxAttempts: notifyAttempts, CreatedAt: c.At}
	return insertJob(tx, &j)
}

// notifyDue is when notification jobs are due: always already.
var notifyDue = time.Unix(0, 0).UTC()
