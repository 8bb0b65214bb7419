//! Pieces in a position: supplies, which piece may stand on which feature, and features that
//! were completed while pieces stood on them.

use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};
use std::collections::HashMap;

use crate::carcassonne::position::{PieceIndex, PieceRef};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;

/// Why `kind` may not stand on a feature of kind `feature`, as a rule id, if it may not: a
/// piece stands on the kinds its definition names (any kind, if it names none), except that
/// a feature an expansion reserves takes only the pieces that name it.
pub(crate) fn kind_mismatch(kind: PieceKind, feature: FeatureKind) -> Option<&'static str> {
    let def = kind.def();
    // A piece that stands off the features (a figure on a tile, beside a piece, at a corner)
    // never stands on one.
    if def.stands != crate::carcassonne::tables::Stand::OnFeature {
        return Some(def.wrong_feature_rule);
    }
    if def.stands_on.contains(&feature) {
        return None;
    }
    let reserved = Expansion::all()
        .flat_map(|e| e.def().reserved_features)
        .find(|(f, _)| *f == feature);
    if let Some((_, rule)) = reserved {
        return Some(rule);
    }
    (!def.stands_on.is_empty()).then_some(def.wrong_feature_rule)
}

/// A follower in a field while the rules place no farmers (`farmers: not-placed`,
/// JCloisterZone without its `farmers` element): the problem, with its rule. Pieces that are
/// no followers (a shepherd) still go into fields.
pub(crate) fn farmer_refused(
    setup: &Setup,
    kind: PieceKind,
    feature: FeatureKind,
) -> Option<Problem> {
    (feature == FeatureKind::Field && kind.occupies() && !setup.rules.farmers.farmers_placed())
        .then(|| {
            Problem::error(
                rule::VARIANT_FARMERS_NOT_PLACED,
                Subject::Position,
                Message::new(msg::PROBLEM_FARMERS_NOT_PLACED)
                    .arg("option", "farmers: not-placed")
                    .arg("piece", kind.key()),
            )
        })
}

/// A piece of an expansion the position does not switch on is a problem of `subject`.
pub(crate) fn expansion_in_play(
    setup: &Setup,
    kind: PieceKind,
    subject: Subject,
    out: &mut Vec<Problem>,
) {
    if !setup.rules.has(kind.expansion()) {
        out.push(Problem::error(
            rule::BASE_TILE_EXPANSION,
            subject,
            Message::new(msg::PROBLEM_PIECE_EXPANSION)
                .arg("piece", kind.key())
                .arg("expansion", kind.expansion().key()),
        ));
    }
}

/// The message for a piece on the wrong kind of feature.
pub(crate) fn kind_mismatch_message(kind: PieceKind, feature: FeatureKind) -> Message {
    Message::new(msg::PROBLEM_PIECE_FEATURE_KIND)
        .arg("piece", kind.key())
        .arg("feature", feature.name())
}

/// How many pieces beyond the base game's one tile `t` may hold: what the expansions in play
/// (but `except`) allow there, added up (a tower top, acrobats, wagons moved in), with the
/// rules that allow them.
pub(crate) fn extra_pieces(
    setup: &Setup,
    t: usize,
    except: Option<Expansion>,
) -> (usize, Vec<&'static str>) {
    Expansion::all()
        .filter(|&e| setup.rules.has(e) && Some(e) != except)
        .filter_map(|e| e.def().tile_capacity.and_then(|hook| hook(setup, t)))
        .fold((0, Vec::new()), |(n, mut rules), (extra, rule)| {
            rules.push(rule);
            (n + extra, rules)
        })
}

/// Checks every piece.
pub(crate) fn check(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    for (t, tile) in setup.tiles.iter().enumerate() {
        // One piece per tile, unless expansions in play widen it for this tile.
        if tile.pieces.len() > 1 && tile.pieces.len() > 1 + extra_pieces(setup, t, None).0 {
            out.push(Problem::error(
                rule::BASE_MOVE_ONE_PIECE,
                Subject::Piece { tile: t, piece: 1 },
                Message::new(msg::PROBLEM_ONE_PIECE_PER_TILE).arg("count", tile.pieces.len()),
            ));
        }
    }
    check_supplies(setup, index, out);
    check_direct_neighbours(setup, board, index, out);
    for p in &index.pieces {
        let subject = Subject::Piece {
            tile: p.tile,
            piece: p.piece,
        };
        let group = board.group(p.group);
        expansion_in_play(setup, p.kind, subject, out);
        if let Some(rule) = kind_mismatch(p.kind, group.kind) {
            out.push(Problem::error(
                rule,
                subject,
                kind_mismatch_message(p.kind, group.kind),
            ));
            continue;
        }
        if let Some(mut problem) = farmer_refused(setup, p.kind, group.kind) {
            problem.subject = subject;
            out.push(problem);
            continue;
        }
        if let Some(joins) = &p.kind.def().joins {
            if !index.has_follower(p.group, p.owner) {
                out.push(Problem::error(
                    joins.rule,
                    subject,
                    Message::new(joins.message),
                ));
            }
        }
        if group.is_complete()
            && group.kind != FeatureKind::Field
            && !keeps_pieces(setup, board, p.group, None)
        {
            let rule = p.kind.def().completed_rule;
            out.push(Problem::error(
                rule,
                subject,
                Message::new(msg::PROBLEM_COMPLETED_OCCUPIED)
                    .arg("piece", p.kind.key())
                    .arg("feature", group.kind.name()),
            ));
        }
    }
}

/// Whether an expansion in play keeps the pieces of completed feature `group` (a castle's
/// occupant).
pub(crate) fn keeps_pieces(
    setup: &Setup,
    board: &Board,
    group: crate::carcassonne::board::GroupId,
    so_far: Option<&crate::carcassonne::turn::MoveVerdict>,
) -> bool {
    Expansion::all().filter(|&e| setup.rules.has(e)).any(|e| {
        e.def()
            .keeps_pieces
            .is_some_and(|hook| hook(setup, board, group, so_far))
    })
}

/// Two occupying pieces on parts of one feature that touch directly across an edge: whichever
/// tile came second was laid onto a feature that was already occupied, and its piece could not
/// have been placed there, in any order of play.
fn check_direct_neighbours(
    setup: &Setup,
    board: &Board,
    index: &PieceIndex,
    out: &mut Vec<Problem>,
) {
    let mut occupying_on_tile: HashMap<usize, Vec<&PieceRef>> = HashMap::new();
    for p in index.pieces.iter().filter(|p| p.kind.occupies()) {
        occupying_on_tile.entry(p.tile).or_default().push(p);
    }
    for p in index.pieces.iter().filter(|p| p.kind.occupies()) {
        let placed = &board.tiles[p.tile];
        let def = placed.tile();
        let feature = &def.features[p.feature_index(setup)];
        let mut touching: Vec<(crate::carcassonne::geometry::Pos, Option<u8>)> = Vec::new();
        for e in feature.edges.iter().chain(feature.shared.iter()) {
            let be = e.rotate(placed.rot);
            let q = placed.pos.step(be);
            if let Some(t) = board.tile_at(q) {
                for f in board.tiles[t].on_edge(be.opposite()) {
                    touching.push((q, u8::try_from(f).ok()));
                }
            }
        }
        for h in feature.halves.iter() {
            let bh = h.rotate(placed.rot);
            let q = placed.pos.step(bh.edge());
            if let Some(t) = board.tile_at(q) {
                touching.push((q, board.tiles[t].half_feature[bh.facing().index()]));
            }
        }
        for (q, part) in touching {
            let Some(t) = board.tile_at(q) else { continue };
            let Some(part) = part else { continue };
            let other = occupying_on_tile
                .get(&t)
                .into_iter()
                .flatten()
                .find(|o| o.feature_index(setup) == part as usize);
            // Report each touching pair once, on the later entry of the file.
            if let Some(o) = other.filter(|o| o.tile < p.tile) {
                out.push(Problem::error(
                    rule::BASE_PIECE_SHARED_AT_PLACEMENT,
                    Subject::Piece {
                        tile: p.tile,
                        piece: p.piece,
                    },
                    Message::new(msg::PROBLEM_SHARED_AT_PLACEMENT)
                        .arg("square", placed.pos.to_string())
                        .arg("other", board.tiles[o.tile].pos.to_string())
                        .arg("feature", feature.kind.name()),
                ));
            }
        }
    }
}

fn check_supplies(setup: &Setup, index: &PieceIndex, out: &mut Vec<Problem>) {
    for (pi, player) in setup.players.iter().enumerate() {
        for kind in PieceKind::ALL {
            let mine: Vec<_> = index
                .pieces
                .iter()
                .filter(|p| p.owner.index() == pi && p.kind == kind)
                .collect();
            // Pieces standing elsewhere or held by others are out of the supply too; the
            // problem is told at the first piece on a feature past the supply, or at the
            // position when those alone are too many.
            let away = setup.off_board(PlayerId::unchecked(pi), kind);
            let supply = setup.rules.supply(kind);
            if mine.len() + away > supply {
                let subject =
                    mine.get(supply.saturating_sub(away))
                        .map_or(Subject::Position, |p| Subject::Piece {
                            tile: p.tile,
                            piece: p.piece,
                        });
                out.push(Problem::error(
                    kind.supply_rule(),
                    subject,
                    Message::new(msg::PROBLEM_PIECE_SUPPLY)
                        .arg("player", player.name.as_str())
                        .arg("piece", kind.key())
                        .arg("count", mine.len() + away)
                        .arg("allowed", setup.rules.supply(kind)),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which piece may stand on which feature, written out for every pair: the answer the
    /// expansions' tables (`stands_on`, reserved features) must keep giving.
    #[test]
    fn kind_mismatch_for_every_piece_and_feature() {
        // The first six registered kinds, in table order: city, road, river, monastery,
        // garden, field (a kind appended later is its expansion's to test).
        let features: [FeatureKind; 6] = FeatureKind::ALL[..6].try_into().expect("six kinds");
        let expected: [(PieceKind, [Option<&str>; 6]); 5] = [
            (
                PieceKind::Follower,
                [
                    None,
                    None,
                    Some(rule::RIVER_NO_FOLLOWER),
                    None,
                    Some(rule::ABBOT_GARDEN_ONLY_ABBOT),
                    None,
                ],
            ),
            (
                PieceKind::BigFollower,
                [
                    None,
                    None,
                    Some(rule::RIVER_NO_FOLLOWER),
                    None,
                    Some(rule::ABBOT_GARDEN_ONLY_ABBOT),
                    None,
                ],
            ),
            (
                PieceKind::Abbot,
                [
                    Some(rule::ABBOT_PLACE),
                    Some(rule::ABBOT_PLACE),
                    Some(rule::RIVER_NO_FOLLOWER),
                    None,
                    None,
                    Some(rule::ABBOT_PLACE),
                ],
            ),
            (
                PieceKind::Builder,
                [
                    None,
                    None,
                    Some(rule::RIVER_NO_FOLLOWER),
                    Some(rule::TB_BUILDER_PLACE),
                    Some(rule::ABBOT_GARDEN_ONLY_ABBOT),
                    Some(rule::TB_BUILDER_PLACE),
                ],
            ),
            (
                PieceKind::Pig,
                [
                    Some(rule::TB_PIG_PLACE),
                    Some(rule::TB_PIG_PLACE),
                    Some(rule::RIVER_NO_FOLLOWER),
                    Some(rule::TB_PIG_PLACE),
                    Some(rule::ABBOT_GARDEN_ONLY_ABBOT),
                    None,
                ],
            ),
        ];
        // The first registered kinds, in table order (a kind appended later is its
        // expansion's to test).
        let kinds: Vec<PieceKind> = expected.iter().map(|(k, _)| *k).collect();
        assert_eq!(kinds, PieceKind::ALL[..expected.len()]);
        for (kind, answers) in expected {
            for (feature, answer) in features.into_iter().zip(answers) {
                assert_eq!(
                    kind_mismatch(kind, feature),
                    answer,
                    "{} on {}",
                    kind.key(),
                    feature.name()
                );
            }
        }
    }
}
