//! The expansions, each a folder that fills in the core's tables ([`super::tables`]): its
//! [`ExpansionDef`] (key, tile set, features only it provides, features reserved to some
//! pieces, the rules a position check applies when it is on, its hooks), a [`PieceDef`] for
//! each of its pieces, a [`FeatureKindDef`] for each kind of feature it brings, its move
//! actions and options. They are assembled in one place, `super::ruleset`.

pub mod abbey_and_mayor;
pub mod abbot;
pub mod base;
pub mod bridges_castles_and_bazaars;
pub mod hills_and_sheep;
pub mod inns_and_cathedrals;
pub mod king_and_robber;
#[cfg(test)]
pub mod made_up;
pub mod princess_and_dragon;
pub mod river;
pub mod tower;
pub mod traders_and_builders;
pub mod under_the_big_top;

pub use super::tables::*;
