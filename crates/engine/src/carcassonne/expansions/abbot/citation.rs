//! When the rulings that back an Abbot rule apply.

use crate::carcassonne::citation::{Condition, Evidence, Fact};

/// The conditions the rulings files may name for the Abbot.
pub const CONDITIONS: &[(&str, Condition)] = &[("abbot-recalled", abbot_recalled)];

/// The abbot was taken back and scored.
fn abbot_recalled(e: &Evidence) -> bool {
    e.facts.contains(&Fact::AbbotRecalled)
}
