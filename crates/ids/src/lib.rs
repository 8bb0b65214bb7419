//! The names every layer of arbiter shares, as constants: the id of every rule and ruling of
//! `rulings/*.yaml` ([`rule`]) and of every message of `locales/en/*.ftl` ([`msg`]).
//!
//! Code names a rule or a message through these constants, so a misspelt name fails to
//! compile. Both modules are generated from the data and checked in; the suite's `ids` tests
//! fail when they are stale (`ARBITER_WRITE_IDS=1 cargo test --test suite ids` writes them
//! again) and when a source file writes a rule or message id as a string literal instead.
//! The constants are plain `&str`, so they work wherever the id did, patterns included.
//!
//! ```
//! assert_eq!(arbiter_ids::rule::BASE_TURN_ORDER, "base.turn.order");
//! assert_eq!(arbiter_ids::msg::COL_PLAYER, "col-player");
//! ```
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

#![no_std]

mod game;
pub mod msg;
pub mod rule;

pub use game::Game;
