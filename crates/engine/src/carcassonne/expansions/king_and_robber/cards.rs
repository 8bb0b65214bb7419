//! The King and the Robber: who takes them (the mover, on completing a city or road larger
//! than every one completed before), what they score at the end or as they go, and the
//! position's checks on who holds them.

use super::{CARDS, SCORING};
use crate::carcassonne::board::{Board, Group, GroupId};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::bridges_castles_and_bazaars::castles::is_castle;
use crate::carcassonne::expansions::MoveContext;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::position::Position;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{touched_groups, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// One card: its counter in [`CARDS`], the kind of feature it goes with, and its rule.
#[derive(Debug, Clone, Copy)]
struct Card {
    counter: &'static str,
    index: usize,
    kind: FeatureKind,
    rule: &'static str,
}

/// The King (cities) and the Robber (roads), in the order of [`CARDS`]'s counters.
const KING: Card = Card {
    counter: "king",
    index: 0,
    kind: FeatureKind::City,
    rule: rule::KR_KING,
};
const ROBBER: Card = Card {
    counter: "robber",
    index: 1,
    kind: FeatureKind::Road,
    rule: rule::KR_ROBBER,
};

/// The scoring option's value (`default` when the position says nothing).
fn scoring(setup: &Setup) -> &str {
    setup
        .rules
        .option_value(SCORING.key)
        .unwrap_or(SCORING.values[0])
}

/// Who holds `card`, if anyone (the first holder, should a file name two).
fn holder(setup: &Setup, card: Card) -> Option<PlayerId> {
    setup
        .player_state
        .rows(CARDS.key)
        .iter()
        .position(|row| row.get(card.index).copied().unwrap_or(0) > 0)
        .map(PlayerId::unchecked)
}

/// The completed groups of `card`'s kind on `board`; a city turned into a castle (Bridges,
/// Castles & Bazaars, in the position or by the move `so_far`) is no city for the King
/// (JCloisterZone's `KingCapability` counts only its `City` features).
fn completed<'b>(
    setup: &'b Setup,
    board: &'b Board,
    card: Card,
    so_far: Option<&'b MoveVerdict>,
) -> impl Iterator<Item = (GroupId, &'b Group)> {
    board.groups.iter().enumerate().filter_map(move |(i, g)| {
        (g.kind == card.kind && g.is_complete() && !is_castle(setup, board, GroupId(i), so_far))
            .then_some((GroupId(i), g))
    })
}

/// What the move does with the cards: a holder before the move scores the features of its
/// kind completed now (`continuously`), and the mover takes a card when a feature the move
/// completes (also one an abbey closes) has more tiles than every one completed before.
pub fn take(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::KingAndRobber) {
        return;
    }
    let touched = touched_groups(m.board, m.new_tile);
    for card in [KING, ROBBER] {
        // The sizes of the features completed now and before. Completed now are those the
        // tile joins or closes: an abbey closes what it faces without a part of its own
        // (JCloisterZone's `ScoringPhase` collects the features on the tile and on the edges
        // around it).
        let (now, before): (Vec<usize>, Vec<usize>) = {
            let (now, before): (Vec<_>, Vec<_>) =
                completed(m.setup, m.board, card, Some(&*verdict))
                    .partition(|(id, _)| touched.contains(id));
            let sizes = |gs: Vec<(GroupId, &Group)>| gs.iter().map(|g| g.1.tiles.len()).collect();
            (sizes(now), sizes(before))
        };
        if now.is_empty() {
            continue;
        }
        let held = holder(m.setup, card);
        if scoring(m.setup) == "continuously" {
            if let Some(p) = held {
                verdict.push(Effect::Points {
                    player: p,
                    points: now.len() as i64,
                    rule: rule::KR_SCORING,
                });
            }
        }
        let largest = before.iter().copied().max().unwrap_or(0);
        if now.iter().any(|&n| n > largest) {
            verdict.push(Effect::Holds {
                player: m.player,
                from: held.filter(|&p| p != m.player),
                key: CARDS.key,
                counter: card.index,
                rule: card.rule,
            });
            if !verdict.rules.contains(&card.rule) {
                verdict.rules.push(card.rule);
            }
        }
    }
}

/// The cards' end-game lines, as the scoring option says (none under `continuously`).
pub fn end_game(position: &Position) -> Vec<ScoreLine> {
    let setup = position.setup();
    let how = scoring(setup);
    if how == "continuously" {
        return Vec::new();
    }
    let king = holder(setup, KING);
    let robber = holder(setup, ROBBER);
    let mut lines = Vec::new();
    for (card, held) in [(KING, king), (ROBBER, robber)] {
        let Some(p) = held else { continue };
        let count = completed(setup, position.board(), card, None).count() as u32;
        let (points, rules) = match how {
            "10/20" => (10, vec![rule::KR_SCORING]),
            "15/40" if king == robber && card.index == KING.index => (40, vec![rule::KR_SCORING]),
            // The one who holds both scores 40 once, with the King.
            "15/40" if king == robber => continue,
            "15/40" => (15, vec![rule::KR_SCORING]),
            _ => (i64::from(count), vec![rule::KR_FINAL]),
        };
        lines.push(ScoreLine {
            kind: ScoredKind::Held {
                state: CARDS.key,
                counter: card.counter,
            },
            group: None,
            complete: true,
            tiles: count,
            parts: 0,
            pennants: 0,
            cities: 0,
            marks: Vec::new(),
            strengths: vec![(p, 1)],
            awards: vec![Award {
                player: p,
                points,
                bonus: false,
            }],
            rules,
        });
    }
    lines
}

/// A position's cards: each held once at most, by one player; and when a completed city or
/// road lies on the board with King & Robber in play, someone holds its card (unless the
/// position is a cut of a larger table).
pub fn check(setup: &Setup, board: &Board, _: &PieceIndex, out: &mut Vec<Problem>) {
    let rows = setup.player_state.rows(CARDS.key);
    for card in [KING, ROBBER] {
        let holders: Vec<usize> = rows
            .iter()
            .enumerate()
            .filter(|(_, row)| row.get(card.index).copied().unwrap_or(0) > 0)
            .map(|(i, _)| i)
            .collect();
        for &i in &holders {
            if rows[i].get(card.index).copied().unwrap_or(0) > 1 {
                out.push(Problem::error(
                    card.rule,
                    Subject::Player(PlayerId::unchecked(i)),
                    Message::new(msg::PROBLEM_CARD_MORE_THAN_ONE).key_arg("card", card_key(card)),
                ));
            }
        }
        if holders.len() > 1 {
            out.push(Problem::error(
                card.rule,
                Subject::Player(PlayerId::unchecked(holders[1])),
                Message::new(msg::PROBLEM_CARD_TWO_HOLDERS).key_arg("card", card_key(card)),
            ));
        }
        let on = setup.rules.has(Expansion::KingAndRobber);
        // The first tile, in the file's order, of a completed feature of the card's kind.
        let first = completed(setup, board, card, None)
            .filter_map(|(_, g)| g.tiles.iter().copied().min())
            .min();
        if let Some(tile) = first.filter(|_| on && holders.is_empty() && !setup.partial) {
            out.push(Problem::error(
                card.rule,
                Subject::Tile(tile),
                Message::new(msg::PROBLEM_CARD_NO_HOLDER)
                    .key_arg("card", card_key(card))
                    .arg("feature", card.kind.key())
                    .arg("square", board.tiles[tile].pos.to_string())
                    .arg("counter", card.counter),
            ));
        }
    }
}

/// The message id naming a card (`cards-king`).
fn card_key(card: Card) -> String {
    format!("{}-{}", CARDS.key, card.counter)
}
