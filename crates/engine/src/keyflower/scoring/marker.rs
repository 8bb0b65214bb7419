//! The start-player marker at the end: what it may be declared as (a worker, a skill, a
//! resource, a place on a storage tile), who may declare it under the options, and the
//! warnings when nobody may.

use super::held::Yard;
use super::{colour_key, resource_key, skill_key, tile_key};
use crate::keyflower::catalogue::{Colour, Resource, Skill};
use crate::keyflower::options::{MarkerAs, MarkerUser, NoStartTile, Options};
use crate::keyflower::position::{Player, Position, Season};
use crate::keyflower::{Message, Problem};
use arbiter_ids::{msg, rule};

/// What the start-player marker is declared as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Declaration {
    Worker(Colour),
    Skill(Skill),
    Resource(Resource),
    /// On a storage tile (index into the yard list) as its type.
    Yard(usize),
}

/// The marker message: declared as something, or not declared.
pub(super) fn marker_message(declaration: Option<Declaration>, yards: &[Yard]) -> Message {
    match declaration {
        Some(Declaration::Worker(c)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", colour_key(c))
        }
        Some(Declaration::Skill(s)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", skill_key(s))
        }
        Some(Declaration::Resource(r)) => {
            Message::new(msg::KF_MARKER_AS).key_arg("item", resource_key(r))
        }
        Some(Declaration::Yard(y)) => {
            Message::new(msg::KF_MARKER_ON_YARD).key_arg("tile", tile_key(yards[y].key))
        }
        None => Message::new(msg::KF_ALT_MARKER_UNUSED),
    }
}

/// The score line of the declared marker: it scores nothing itself, its points are in the
/// line of the tile it is counted on.
pub(super) fn marker_line(declaration: Option<Declaration>, yards: &[Yard]) -> Message {
    let mut m = marker_message(declaration, yards);
    m.key = match m.key {
        msg::KF_MARKER_AS => msg::KF_SCORE_MARKER_AS,
        msg::KF_MARKER_ON_YARD => msg::KF_SCORE_MARKER_ON_YARD,
        other => other,
    };
    m
}

/// Whether `player` may declare the marker (options `marker-user` and `no-start-tile`).
fn may_declare(position: &Position, player: &Player, options: &Options) -> bool {
    if !position.start_tile_in_play {
        return options.no_start_tile == NoStartTile::Holder && player.start_player;
    }
    let nobody_bid = !position.players.iter().any(|q| q.won_winter_start_tile);
    match options.marker_user {
        MarkerUser::WinterWinner => player.won_winter_start_tile,
        MarkerUser::Holder => player.start_player,
        MarkerUser::HolderIfBid => player.start_player && !nobody_bid,
    }
}

/// Warnings about the start-player marker at game end: a player holds it (`start_player`)
/// but, under the options, may not declare it, and nobody else may either. The marker counts
/// for whoever `may_declare` says.
pub fn marker_warnings(position: &Position) -> Vec<Problem> {
    let options = &position.options;
    if position.season != Season::End
        || position
            .players
            .iter()
            .any(|p| may_declare(position, p, options))
    {
        return Vec::new();
    }
    position
        .players
        .iter()
        .filter(|p| p.start_player)
        .map(|p| {
            let (rule, key) = if position.start_tile_in_play {
                (rule::KF_OPTION_MARKER_USER, msg::KF_WARN_MARKER_NOT_WON)
            } else {
                (rule::KF_OPTION_NO_START_TILE, msg::KF_WARN_MARKER_NOBODY)
            };
            Problem::warning(
                rule,
                p.subject,
                Message::new(key)
                    .arg("player", p.name.as_str())
                    .arg("option", options.get("marker-user")),
            )
        })
        .collect()
}

/// What `player` may declare the marker as (`[None]` alone when they may not).
pub(super) fn declarations(
    position: &Position,
    player: &Player,
    options: &Options,
    yards: &[Yard],
) -> Vec<Option<Declaration>> {
    let mut all = vec![None];
    if !may_declare(position, player, options) {
        return all;
    }
    let limited = options.marker_as == MarkerAs::NoGoldNoGreen;
    all.extend(
        Colour::ALL
            .into_iter()
            .filter(|&c| !(limited && c == Colour::Green))
            .map(|c| Some(Declaration::Worker(c))),
    );
    all.extend(Skill::ALL.into_iter().map(|s| Some(Declaration::Skill(s))));
    all.extend(
        Resource::ALL
            .into_iter()
            .filter(|&r| !(limited && r == Resource::Gold))
            .map(|r| Some(Declaration::Resource(r))),
    );
    all.extend((0..yards.len()).map(|y| Some(Declaration::Yard(y))));
    all
}
