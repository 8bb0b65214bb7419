//! Scoring: acrobats at the end (5 per acrobat, full or not), the ringmaster's bonus (2 per
//! circus and acrobat space on its tile and the 8 around, each time its feature scores) and
//! the last circus under the big top (its token times each player's followers around it; a
//! range over the tokens still unused when the drawn one is not written).

use super::tokens::{big_top, on, unused_values};
use super::{shows, spaces_around, TOKEN};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::{MoveContext, OpenEnd};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::MoveVerdict;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Points per acrobat.
const PER_ACROBAT: i64 = 5;
/// The ringmaster's points per circus or acrobat space around it.
const PER_SPACE: i64 = 2;

/// The end-game lines: every occupied acrobat space, the ringmasters of the features scored
/// at the end, and the last circus when its token is written.
pub(crate) fn end_game(position: &Position) -> Vec<ScoreLine> {
    let setup = position.setup();
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return Vec::new();
    }
    let (board, index) = (position.board(), position.pieces());
    let mut lines = acrobat_lines(board, index);
    lines.extend(
        index
            .pieces
            .iter()
            .filter(|p| p.kind == PieceKind::Ringmaster && scored_at_end(position, p.group))
            .filter_map(|p| ringmaster_line(setup, board, p)),
    );
    if let Some((tile, _)) = big_top(setup) {
        if let Some(value) = on(setup, tile) {
            lines.extend(circus_line(setup, board, index, tile, value, final_rules()));
        }
    }
    lines
}

/// The last circus when the position does not say which token was drawn: one outcome per
/// token value still unused.
pub(crate) fn end_game_open(position: &Position) -> Option<OpenEnd> {
    let setup = position.setup();
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return None;
    }
    let (tile, figure) = big_top(setup)?;
    if on(setup, tile).is_some() || !shows(setup, tile, FeatureKind::Circus) {
        return None;
    }
    let (board, index) = (position.board(), position.pieces());
    let outcomes: Vec<(String, Vec<ScoreLine>)> = unused_values(setup, tile)
        .into_iter()
        .map(|v| {
            (
                v.to_string(),
                circus_line(setup, board, index, tile, v, final_rules())
                    .into_iter()
                    .collect(),
            )
        })
        .collect();
    if outcomes.is_empty() {
        return None;
    }
    let square = setup.tiles[tile].pos.to_string();
    Some(OpenEnd {
        subject: Subject::Figure(figure),
        differ: Message::new(msg::BT_FINAL_OPEN).arg("square", square.as_str()),
        in_record: Message::new(msg::BT_FINAL_OPEN_RECORD).arg("square", square.as_str()),
        same: Message::new(msg::BT_FINAL_SAME).arg("square", square),
        each: msg::BT_TOKEN_EACH,
        outcomes,
    })
}

/// A game record's final draw (`final_draws: [animal-token=VALUE]`): the token drawn for the
/// last circus written on the big top's tile, where the end-game scoring reads it; refused when
/// no big top stands on a circus or the token is not among those still unused.
pub(crate) fn final_token(setup: &Setup, word: &str) -> Result<Setup, Problem> {
    let value: u32 = word.parse().unwrap_or(0);
    let Some((tile, figure)) = big_top(setup).filter(|&(t, _)| {
        setup.rules.has(Expansion::UnderTheBigTop) && shows(setup, t, FeatureKind::Circus)
    }) else {
        return Err(Problem::error(
            rule::BT_CIRCUS_FINAL,
            Subject::Position,
            Message::new(msg::PROBLEM_BT_FINAL_NO_BIG_TOP).arg("token", word),
        ));
    };
    let square = setup.tiles[tile].pos.to_string();
    let unused = unused_values(setup, tile);
    if !unused.contains(&value) || on(setup, tile).is_some_and(|v| v != value) {
        let list: Vec<String> = unused.iter().map(u32::to_string).collect();
        return Err(Problem::error(
            rule::BT_CIRCUS_FINAL,
            Subject::Figure(figure),
            Message::new(msg::PROBLEM_BT_FINAL_TOKEN_USED)
                .arg("token", word)
                .arg("square", square)
                .arg("unused", list.join(", ")),
        ));
    }
    let mut out = setup.clone();
    out.tiles[tile].state.set(TOKEN.key, value);
    Ok(out)
}

/// During play: the ringmaster's bonus for each ringmaster on a feature the move scores.
pub(crate) fn award_bonus(m: &MoveContext, line: &ScoreLine, verdict: &mut MoveVerdict) {
    let Some(group) = line.group else { return };
    let ringmasters: Vec<PieceRef> = m
        .index
        .on(group)
        .filter(|p| p.kind == PieceKind::Ringmaster)
        .copied()
        .collect();
    for p in ringmasters {
        let spaces = spaces_around(m.board, m.board.tiles[p.tile].pos);
        if spaces > 0 {
            verdict.push(Effect::Points {
                player: p.owner,
                points: PER_SPACE * i64::from(spaces),
                rule: rule::BT_RINGMASTER_BONUS,
            });
        }
    }
}

/// Whether the feature `group` is scored at the end: an incomplete feature that scores on its
/// own, or a field its farmers score.
fn scored_at_end(position: &Position, group: GroupId) -> bool {
    let g = position.board().group(group);
    match g.kind.def().value {
        Some(_) => !g.is_complete(),
        None => g.kind == FeatureKind::Field && position.setup().rules.farmers.scores_fields(),
    }
}

/// Every occupied acrobat space: 5 per acrobat to its owner.
fn acrobat_lines(board: &Board, index: &PieceIndex) -> Vec<ScoreLine> {
    let mut groups: Vec<GroupId> = Vec::new();
    for p in &index.pieces {
        if board.group(p.group).kind == FeatureKind::Acrobats && !groups.contains(&p.group) {
            groups.push(p.group);
        }
    }
    groups
        .into_iter()
        .map(|g| {
            let on: Vec<PieceRef> = index.on(g).copied().collect();
            acrobat_line(board, g, &on, rule::BT_ACROBAT_FINAL)
        })
        .collect()
}

/// The acrobats `on` the space `group` scored under `rule`: 5 per acrobat to its owner.
pub(crate) fn acrobat_line(
    board: &Board,
    group: GroupId,
    on: &[PieceRef],
    rule: &'static str,
) -> ScoreLine {
    let counts = per_player(on.iter());
    ScoreLine::new(
        ScoredKind::Feature(FeatureKind::Acrobats),
        Some(group),
        false,
        board,
        counts.iter().map(|&(p, n)| (p, n as u32)).collect(),
        awards(&counts, PER_ACROBAT),
        vec![rule],
    )
}

/// A ringmaster's bonus, when there are spaces around it.
fn ringmaster_line(setup: &Setup, board: &Board, p: &PieceRef) -> Option<ScoreLine> {
    let spaces = spaces_around(board, setup.tiles[p.tile].pos);
    (spaces > 0).then(|| {
        let points = PER_SPACE * i64::from(spaces);
        ScoreLine::bonus_on(board, p.group, p.owner, points, rule::BT_RINGMASTER_BONUS)
    })
}

/// The rules of the last circus scored at the end.
fn final_rules() -> Vec<&'static str> {
    vec![rule::BT_CIRCUS_FINAL, rule::BT_CIRCUS_SCORE]
}

/// The circus under the big top on tile entry `tile`, scored with a token of `value` under
/// `rules`: each player's followers on that tile and the 8 around, times the value. `None`
/// when the tile shows no circus.
pub(crate) fn circus_line(
    setup: &Setup,
    board: &Board,
    index: &PieceIndex,
    tile: usize,
    value: u32,
    rules: Vec<&'static str>,
) -> Option<ScoreLine> {
    let circus = board.tiles[tile]
        .tile()
        .features
        .iter()
        .position(|f| f.kind == FeatureKind::Circus)?;
    let pos = setup.tiles[tile].pos;
    let around: Vec<usize> = std::iter::once(pos)
        .chain(pos.ring())
        .filter_map(|q| board.tile_at(q))
        .collect();
    let counts = per_player(
        index
            .pieces
            .iter()
            .filter(|p| around.contains(&p.tile) && p.kind.occupies() && !p.kind.def().neutral),
    );
    Some(ScoreLine::new(
        ScoredKind::Feature(FeatureKind::Circus),
        Some(board.group_of(tile, circus)),
        false,
        board,
        counts.iter().map(|&(p, n)| (p, n as u32)).collect(),
        awards(&counts, i64::from(value)),
        rules,
    ))
}

/// How many of the pieces each player has, in player order.
fn per_player<'a>(pieces: impl Iterator<Item = &'a PieceRef>) -> Vec<(PlayerId, usize)> {
    let mut counts: Vec<(PlayerId, usize)> = Vec::new();
    for p in pieces {
        match counts.iter_mut().find(|(o, _)| *o == p.owner) {
            Some((_, n)) => *n += 1,
            None => counts.push((p.owner, 1)),
        }
    }
    counts.sort();
    counts
}

/// Each player's points: `each` per piece counted.
fn awards(counts: &[(PlayerId, usize)], each: i64) -> Vec<Award> {
    counts
        .iter()
        .map(|&(player, n)| Award {
            player,
            points: each * n as i64,
            bonus: false,
        })
        .collect()
}
