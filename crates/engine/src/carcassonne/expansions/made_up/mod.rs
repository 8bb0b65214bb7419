//! Three made-up expansions, registered in test builds only, that hold the core's seams to
//! what the classic boxes will need: a tower raised on a foundation whose raise captures pieces
//! within its height along its row and column (prisoners, an exchange, a ransom of negative
//! points), a neutral figure that walks a few squares and sends home the pieces where it
//! stops, and a siege that marks a city (per-feature state) and halves what it scores.
//! Nothing of them is named outside this folder and its registry lines (tested:
//! `tests/expansion_seams.rs`); their rule ids are made up too and cited by nothing else.

pub mod siege;
pub mod tower;
pub mod walker;

#[cfg(test)]
mod siege_tests;
#[cfg(test)]
mod tests;
