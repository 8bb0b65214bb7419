//! The six end positions JCloisterZone scored (`../shared/reference/scored-positions`), which
//! the scoring and readings tests and the readings benchmark share. Not copied into the
//! project: without that folder the users skip, saying so (or fail under
//! `ARBITER_SHARED=required`: `shared.rs`).

use std::path::PathBuf;

/// The positions, by file name without `.yaml`.
pub const NAMES: [&str; 6] = [
    "a-base-s901-p3",
    "b-river-s902-p2",
    "c-abbot-s903-p4",
    "d-inns-s904-p3",
    "e-traders-s905-p4",
    "f-all-s906-p3",
];

/// The folder, or None (after saying that the tests skip) where it is absent.
pub fn dir() -> Option<PathBuf> {
    super::shared::shared_path("reference/scored-positions")
}
