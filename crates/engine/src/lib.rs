//! arbiter's rules engines: Carcassonne (the base game and four expansions) and Keyflower.
//!
//! The engines do no I/O and know no serialisation, localisation or command-line library: an
//! unvalidated setup becomes a validated position in one place that reports every problem, and
//! every verdict (a legality problem, a score line, a move's consequence) names the rule or
//! ruling it applied, as an id of the rulings database (`arbiter-rulings`).
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

pub mod carcassonne;
pub mod player;
pub use player::{PlayerId, Points};
pub mod keyflower;
pub mod verdict;
