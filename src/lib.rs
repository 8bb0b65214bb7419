//! arbiter: settles board-game rules disputes.
//!
//! The library holds the rules engines (no I/O, no serde, no Fluent), the file formats
//! (serde types and their conversion into validated positions) and the rulings database.
//! The `arbiter` binary is a thin command-line layer over it.

pub mod carcassonne;
pub mod format;
pub mod i18n;
pub mod keyflower;
pub mod lang;
pub mod render;
pub mod rulings;
