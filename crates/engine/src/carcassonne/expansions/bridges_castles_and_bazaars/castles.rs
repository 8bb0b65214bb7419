//! Castles: per-feature state (`castle: 1` on a part of a completed two-part city), its
//! occupant an ordinary piece standing on that city. What a standing position must show, the
//! castle built in a move (a step before the scoring), castle scoring during play, 0 at the
//! end, and a castle's worth to the fields beside it.

use super::super::princess_and_dragon;
use super::super::{FeatureStateDef, MoveContext, StepContext, Taken};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::{FeatureDef, FeatureKind, FeatureMark};
use crate::carcassonne::effect::Effect;
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::{majority, Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::MoveVerdict;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A castle: written on a part of the city it was built on.
pub const CASTLE: FeatureStateDef = FeatureStateDef {
    key: "castle",
    min: 1,
    max: 1,
    rule: rule::BCB_CASTLE_BUILD,
    doc: "Bridges, Castles & Bazaars: 1 on a part of a completed city of two castle bases turned into a castle; its occupant is the follower standing on that city (none once the castle has scored).",
};

/// Castles and bridges each player has: 3 with up to 4 players, 2 with 5 or 6.
pub(crate) fn each(setup: &Setup) -> usize {
    if setup.players.len() < 5 {
        3
    } else {
        2
    }
}

/// Whether part `f` is a castle base: a city cap along one edge, sharing none with another
/// part (JCloisterZone's multi-edge), not marked against it.
fn base(f: &FeatureDef) -> bool {
    f.kind == FeatureKind::City
        && f.edges.len() == 1
        && f.shared.is_empty()
        && !f.marks.contains(FeatureMark::NoCastle)
}

/// Whether `group` is a completed city of exactly two castle bases.
fn castle_shaped(board: &Board, group: GroupId) -> bool {
    let g = board.group(group);
    g.kind == FeatureKind::City
        && g.is_complete()
        && g.parts.len() == 2
        && g.parts
            .iter()
            .all(|p| base(&board.tiles[p.tile].tile().features[p.feature]))
}

/// Whether `group` is a castle: in the position, or built by the move so far.
pub(crate) fn is_castle(
    setup: &Setup,
    board: &Board,
    group: GroupId,
    so_far: Option<&MoveVerdict>,
) -> bool {
    setup.rules.has(Expansion::BridgesCastlesAndBazaars)
        && board.group(group).kind == FeatureKind::City
        && (setup.feature_state(board, group, CASTLE.key).is_some()
            || so_far.is_some_and(|v| v.feature_state_of(board, group, CASTLE.key).is_some()))
}

/// Every castle of the position's board.
fn castles(setup: &Setup, board: &Board) -> Vec<GroupId> {
    (0..board.groups.len())
        .map(GroupId)
        .filter(|&g| is_castle(setup, board, g, None))
        .collect()
}

/// A castle keeps its occupant.
pub(crate) fn keeps(
    setup: &Setup,
    board: &Board,
    group: GroupId,
    so_far: Option<&MoveVerdict>,
) -> bool {
    is_castle(setup, board, group, so_far)
}

/// A castle beside a field counts one more than a completed city.
pub(crate) fn city_extra(
    setup: &Setup,
    board: &Board,
    group: GroupId,
) -> Option<(i64, &'static str)> {
    is_castle(setup, board, group, None).then_some((1, rule::BCB_CASTLE_FIELDS))
}

/// The square of a castle's first part, for messages.
fn square(board: &Board, group: GroupId) -> String {
    let g = board.group(group);
    g.parts
        .first()
        .map_or_else(String::new, |p| board.tiles[p.tile].pos.to_string())
}

/// Castles in the position: on cities, of two castle bases, completed, with at most one
/// follower; no more of them (nor followers in them per player) than the box gives.
pub(crate) fn check(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    for (t, tile) in setup.tiles.iter().enumerate() {
        for v in tile.features.0.iter().filter(|v| v.key == CASTLE.key) {
            let Some(f) = board
                .tiles
                .get(t)
                .and_then(|p| p.tile().features.get(v.feature))
            else {
                continue;
            };
            if f.kind != FeatureKind::City {
                out.push(Problem::error(
                    rule::BCB_CASTLE_BUILD,
                    Subject::Tile(t),
                    Message::new(msg::PROBLEM_BCB_CASTLE_CITY)
                        .arg("square", tile.pos.to_string())
                        .arg("feature", f.kind.key()),
                ));
            }
        }
    }
    let all = castles(setup, board);
    for &c in &all {
        shape(board, c, out);
        pieces(board, index, c, out);
    }
    let n = setup.players.len();
    let mut occupied = vec![0usize; n];
    for &c in &all {
        for p in index.on(c).filter(|p| p.kind.occupies()) {
            if let Some(slot) = occupied.get_mut(p.owner.index()) {
                *slot += 1;
            }
        }
    }
    super::supply::check(setup, all.len(), &occupied, out);
}

/// A castle is a completed city of two castle bases.
fn shape(board: &Board, c: GroupId, out: &mut Vec<Problem>) {
    if castle_shaped(board, c) {
        return;
    }
    let g = board.group(c);
    let why = if !g.is_complete() {
        "open"
    } else if g.parts.len() != 2 {
        "parts"
    } else {
        "base"
    };
    let tile = g.parts.first().map_or(0, |p| p.tile);
    out.push(Problem::error(
        rule::BCB_CASTLE_BUILD,
        Subject::Tile(tile),
        Message::new(msg::PROBLEM_BCB_CASTLE_SHAPE)
            .arg("square", square(board, c))
            .arg("why", why)
            .arg("count", g.parts.len()),
    ));
}

/// A castle holds one follower at most, and nothing else.
fn pieces(board: &Board, index: &PieceIndex, c: GroupId, out: &mut Vec<Problem>) {
    let on: Vec<&PieceRef> = index.on(c).collect();
    for p in &on {
        let subject = Subject::Piece {
            tile: p.tile,
            piece: p.piece,
        };
        if !p.kind.occupies() {
            out.push(Problem::error(
                rule::BCB_CASTLE_BUILD,
                subject,
                Message::new(msg::PROBLEM_BCB_CASTLE_PIECE)
                    .arg("piece", p.kind.key())
                    .arg("square", square(board, c)),
            ));
        }
    }
    if on.len() > 1 {
        out.push(Problem::error(
            rule::BCB_CASTLE_BUILD,
            Subject::Piece {
                tile: on[1].tile,
                piece: on[1].piece,
            },
            Message::new(msg::PROBLEM_BCB_CASTLE_PIECES)
                .arg("square", square(board, c))
                .arg("count", on.len()),
        ));
    }
}

/// At the end an occupied castle scores 0 for its occupant's owner.
pub(crate) fn end_game(position: &Position) -> Vec<ScoreLine> {
    let (setup, board, index) = (position.setup(), position.board(), position.pieces());
    castles(setup, board)
        .into_iter()
        .filter(|&c| index.on(c).any(|p| p.kind.occupies()))
        .map(|c| {
            let strengths = majority::strengths(board, index, c);
            let mut owners: Vec<PlayerId> = index
                .on(c)
                .filter(|p| p.kind.occupies())
                .map(|p| p.owner)
                .collect();
            owners.sort();
            owners.dedup();
            let awards = owners
                .into_iter()
                .map(|player| Award {
                    player,
                    points: 0,
                    bonus: false,
                })
                .collect();
            ScoreLine::new(
                ScoredKind::City,
                Some(c),
                true,
                board,
                strengths,
                awards,
                vec![rule::BCB_CASTLE_FINAL],
            )
        })
        .collect()
}

/// The cities of the new tile that may become castles now: completed, of two castle bases,
/// with exactly one follower, not a castle yet. A builder beside it does not count
/// (JCloisterZone's `CastlePhase` counts the city's followers only).
fn eligible(step: &StepContext, so_far: &MoveVerdict) -> Vec<(usize, GroupId)> {
    let placed = &step.board.tiles[step.new_tile];
    let mut out: Vec<(usize, GroupId)> = Vec::new();
    for (f, def) in placed.tile().features.iter().enumerate() {
        if def.kind != FeatureKind::City {
            continue;
        }
        let g = step.board.group_of(step.new_tile, f);
        if out.iter().any(|&(_, h)| h == g)
            || !castle_shaped(step.board, g)
            || is_castle(step.setup, step.board, g, Some(so_far))
        {
            continue;
        }
        if followers(step, so_far, g).len() == 1 {
            out.push((f, g));
        }
    }
    out
}

/// The pieces on `group` that the move has not taken away so far (the dragon, the princess or
/// a tower come before the castles: JCloisterZone's `CastlePhase` counts the followers left).
fn standing<'a>(step: &StepContext<'a>, so_far: &MoveVerdict, group: GroupId) -> Vec<&'a PieceRef> {
    let gone = Effect::taken_off(&so_far.effects);
    step.index
        .on(group)
        .filter(|p| !gone.contains(&p.address()))
        .collect()
}

/// The followers on `group` the move has not taken away so far (no builder).
fn followers<'a>(
    step: &StepContext<'a>,
    so_far: &MoveVerdict,
    group: GroupId,
) -> Vec<&'a PieceRef> {
    standing(step, so_far, group)
        .into_iter()
        .filter(|p| p.kind.occupies())
        .collect()
}

/// A step of the turn's part before the scoring written after a castle built by the move:
/// JCloisterZone builds castles last in that part (its `CastlePhase` follows the action, the
/// shepherds and the dragon's flight), so the step comes too late.
pub(crate) fn before_step(
    step: &StepContext,
    kind: crate::carcassonne::turn::ActionKind,
    verdict: &mut MoveVerdict,
    problems: &mut Vec<Problem>,
) {
    let rules = &step.setup.rules;
    if !rules.has(Expansion::BridgesCastlesAndBazaars)
        || kind == crate::carcassonne::turn::ActionKind::BuildCastle
        || kind.def().time(rules) != super::super::StepTime::BeforeScoring
    {
        return;
    }
    let built = verdict
        .feature_states()
        .any(|(_, _, key, _)| key == CASTLE.key);
    if built {
        problems.push(Problem::error(
            rule::BCB_CASTLE_BUILD,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_BCB_CASTLE_LAST).arg("action-key", kind.key()),
        ));
    }
}

/// The city a castle step builds on, among `eligible` (the move's [`eligible`] cities):
/// JCloisterZone offers the castle
/// to each player in turn from the mover, skipping those with no castle left, and a pass ends
/// the offers (its `CastlePhase`), so a step is the first such player's. `Ok(None)` when no
/// owner has a castle left; `Err` when that player could build on two cities (the step does
/// not say which).
fn chosen(
    step: &StepContext,
    so_far: &MoveVerdict,
    eligible: &[(usize, GroupId)],
) -> Result<Option<(usize, GroupId)>, ()> {
    let n = step.setup.players.len().max(1);
    let mut offers: Vec<(usize, (usize, GroupId))> = eligible
        .iter()
        .copied()
        .filter_map(|city| {
            let owner = followers(step, so_far, city.1).first()?.owner;
            (built(step.setup, step.board, owner) < each(step.setup))
                .then_some(((owner.index() + n - step.player.index() % n) % n, city))
        })
        .collect();
    offers.sort_by_key(|o| o.0);
    match offers.as_slice() {
        [] => Ok(None),
        [(first, city), rest @ ..] if rest.first().is_none_or(|r| r.0 != *first) => Ok(Some(*city)),
        _ => Err(()),
    }
}

/// The castle step: the one city of the new tile that may become a castle, whose
/// follower's owner still has a castle.
pub(crate) fn check_build(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BCB_CASTLE_BUILD);
    let square = step.board.tiles[step.new_tile].pos.to_string();
    let refuse = |why: &str, player: String| {
        Problem::error(
            rule::BCB_CASTLE_BUILD,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_BCB_CASTLE_NONE)
                .arg("square", square.as_str())
                .arg("why", why)
                .arg("player", player),
        )
    };
    let all = eligible(step, so_far);
    match chosen(step, so_far, &all) {
        _ if all.is_empty() => problems.push(refuse("city", String::new())),
        Ok(Some(_)) => {}
        Ok(None) => {
            let owner = all
                .iter()
                .find_map(|&(_, g)| followers(step, so_far, g).first().map(|p| p.owner));
            let name = owner
                .and_then(|o| step.setup.players.get(o.index()))
                .map_or_else(String::new, |p| p.name.clone());
            problems.push(refuse("supply", name));
        }
        Err(()) => problems.push(Problem::not_judged(
            rule::BCB_CASTLE_BUILD,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_BCB_NOT_JUDGED)
                .arg("what", "castles")
                .arg("square", square.as_str()),
        )),
    }
    None
}

/// Castles `owner` has built: as the position's `built:` block says, or else the castles
/// their followers occupy.
fn built(setup: &Setup, board: &Board, owner: PlayerId) -> usize {
    let written = super::supply::built(setup, owner, super::supply::CASTLES);
    let index = PieceIndex::new(setup, board);
    let occupied = castles(setup, board)
        .into_iter()
        .filter(|&c| index.on(c).any(|p| p.owner == owner && p.kind.occupies()))
        .count();
    written.max(occupied)
}

/// The castle built: its state on the city part of the new tile. A builder in the city goes
/// home: JCloisterZone moves the city's followers into the castle and leaves the builder where
/// the city was, on a place that no longer names a feature (its `CastlePhase`), where nothing
/// ever sends it home; a castle holds its follower only.
pub(crate) fn apply_build(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Ok(Some((feature, group))) = chosen(step, verdict, &eligible(step, verdict)) else {
        return;
    };
    verdict.push(Effect::feature_state(
        step.board,
        step.new_tile,
        feature,
        CASTLE.key,
        1,
    ));
    let on_board = castles(step.setup, step.board).len();
    let recorded = super::supply::recorded(step.setup, super::supply::CASTLES, on_board);
    let others: Vec<PieceRef> = standing(step, verdict, group)
        .into_iter()
        .filter(|p| !p.kind.occupies())
        .copied()
        .collect();
    for p in &others {
        verdict.push(Effect::home(p, rule::BCB_CASTLE_BUILD));
    }
    if let Some(owner) = followers(step, verdict, group)
        .first()
        .map(|p| p.owner)
        .filter(|_| recorded)
    {
        verdict.push(Effect::PlayerState {
            player: owner,
            key: super::supply::BUILT.key,
            amounts: vec![0, 1],
        });
    }
}

/// The six squares around a castle: its two tiles and the four along its long sides.
fn vicinity(board: &Board, group: GroupId) -> Vec<Pos> {
    let tiles: Vec<Pos> = board
        .group(group)
        .tiles
        .iter()
        .map(|&t| board.tiles[t].pos)
        .collect();
    let mut out = tiles.clone();
    if let [a, b] = tiles.as_slice() {
        let (dx, dy) = if a.x == b.x { (1, 0) } else { (0, 1) };
        for p in [a, b] {
            out.push(Pos {
                x: p.x - dx,
                y: p.y - dy,
            });
            out.push(Pos {
                x: p.x + dx,
                y: p.y + dy,
            });
        }
    }
    out
}

/// The features the move completed (scored or not, castles aside), with the points each
/// was worth and its squares.
fn completed_now(m: &MoveContext, verdict: &MoveVerdict) -> Vec<(i64, Vec<Pos>)> {
    let board = m.board;
    crate::carcassonne::turn::touched_groups(board, m.new_tile)
        .into_iter()
        .filter_map(|g| {
            let group = board.group(g);
            if !group.is_complete() || is_castle(m.setup, board, g, Some(verdict)) {
                return None;
            }
            // As the feature scored: vineyards beside a monastery included.
            let (points, _) = crate::carcassonne::scoring::feature_value(board, &m.setup.rules, g)?;
            let squares = group.tiles.iter().map(|&t| board.tiles[t].pos).collect();
            Some((points, squares))
        })
        .collect()
}

/// Castle scoring during play: every occupied castle off the new tile with a completed
/// feature's square around it takes the most such a feature was worth, its occupant goes
/// home, and a castle so scored sets off the castles around it with the same.
pub(crate) fn score(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::BridgesCastlesAndBazaars) {
        return;
    }
    let mut done = completed_now(m, verdict);
    if done.is_empty() {
        return;
    }
    done.sort_by_key(|(points, _)| -points);
    let gone: Vec<(usize, usize)> = verdict
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Removed {
                piece: crate::carcassonne::effect::PieceAddress::OnTile { tile, piece },
                ..
            } => Some((*tile, *piece)),
            _ => None,
        })
        .collect();
    let occupied = |g: GroupId| {
        m.index
            .on(g)
            .any(|p| p.kind.occupies() && !gone.contains(&(p.tile, p.piece)))
    };
    let mut waiting: Vec<GroupId> = (0..m.board.groups.len())
        .map(GroupId)
        .filter(|&g| {
            is_castle(m.setup, m.board, g, Some(verdict))
                && !m.board.group(g).tiles.contains(&m.new_tile)
                && occupied(g)
        })
        .collect();
    // First the castles the completed features set off, then those each round sets off.
    let mut round: Vec<(GroupId, i64)> = Vec::new();
    waiting.retain(|&c| {
        let around = vicinity(m.board, c);
        match done
            .iter()
            .find(|(_, sq)| sq.iter().any(|q| around.contains(q)))
        {
            Some(&(points, _)) => {
                round.push((c, points));
                false
            }
            None => true,
        }
    });
    let mut scored: Vec<(GroupId, i64)> = Vec::new();
    while !round.is_empty() {
        scored.extend(round.iter().copied());
        let last = std::mem::take(&mut round);
        waiting.retain(|&c| {
            let around = vicinity(m.board, c);
            let best = last
                .iter()
                .filter(|(d, _)| {
                    m.board
                        .group(*d)
                        .tiles
                        .iter()
                        .any(|&t| around.contains(&m.board.tiles[t].pos))
                })
                .map(|&(_, points)| points)
                .max();
            match best {
                Some(points) => {
                    round.push((c, points));
                    false
                }
                None => true,
            }
        });
    }
    if scored.is_empty() {
        return;
    }
    verdict.rules.push(rule::BCB_CASTLE_SCORE);
    for (c, points) in scored {
        let on: Vec<PieceRef> = m.index.on(c).copied().collect();
        if let Some(occupant) = on.iter().find(|p| p.kind.occupies()) {
            let owner = occupant.owner;
            // A mayor's strength is the city's pennants, and a castle is no city: it has
            // none, so the castle scores for nobody (JCloisterZone's `Mayor::getPower`); the
            // mayor still goes home.
            if occupant.kind != PieceKind::Mayor {
                verdict.push(Effect::Points {
                    player: owner,
                    points,
                    rule: rule::BCB_CASTLE_SCORE,
                });
            }
            // The fairy beside the occupant (her follower went into the castle with it):
            // her 3 as for any feature scored during play; the ringmaster's bonus never.
            if m.setup.rules.has(Expansion::PrincessAndDragon) {
                let line = ScoreLine::bonus_on(m.board, c, owner, points, rule::BCB_CASTLE_SCORE);
                princess_and_dragon::fairy::award_bonus(m, &line, verdict);
            }
        }
        for p in on {
            verdict.push(Effect::home(&p, rule::BCB_CASTLE_SCORE));
        }
    }
}
