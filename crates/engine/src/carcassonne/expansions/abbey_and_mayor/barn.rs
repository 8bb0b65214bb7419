//! The barn: placed instead of a piece on a corner of the tile just laid where four tiles
//! meet and all four corners are field; the farmers of its field scored at once (3 per
//! completed city) and sent home; farmers whose field a later tile joins to a barn scored 1
//! per completed city and sent home; at the end 4 per completed city for each barn owner.

use super::BARN_PLACEMENT;
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    ActionDef, MoveContext, ParamKind, PlacementContext, StepContext, StepTime, Taken,
};
use crate::carcassonne::geometry::{HalfEdge, Pos};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::fields::{bonus_of, city_extras, completed_cities};
use crate::carcassonne::scoring::{majority, Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A barn placed instead of a piece: its parameter is the square whose north-west corner it
/// stands on (JCloisterZone's convention).
pub const BARN_STEP: ActionDef = ActionDef {
    key: "barn",
    dutch: &["herenboerderij"],
    expansion: Expansion::AbbeyAndMayor,
    param: Some(ParamKind::Square),
    jcz: "DEPLOY_MEEPLE",
    piece: Some(PieceKind::Barn),
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A barn placed.
    pub const Barn: ActionKind = ActionKind::registered("barn");
}

/// The four squares that meet at the north-west corner of `corner`, each with the two
/// half-edges (board orientation) of its quarter there.
fn quarters(corner: Pos) -> [(Pos, HalfEdge, HalfEdge); 4] {
    let Pos { x, y } = corner;
    [
        (Pos::new(x - 1, y - 1), HalfEdge::Ese, HalfEdge::Sse),
        (Pos::new(x, y - 1), HalfEdge::Ssw, HalfEdge::Wsw),
        (Pos::new(x - 1, y), HalfEdge::Nne, HalfEdge::Ene),
        (Pos::new(x, y), HalfEdge::Nnw, HalfEdge::Wnw),
    ]
}

/// The field a barn at the north-west corner of `corner` stands in, when four tiles meet
/// there and each has one field holding the corner.
pub(crate) fn corner_field(board: &Board, corner: Pos) -> Option<GroupId> {
    for (at, a, b) in quarters(corner) {
        let t = board.tile_at(at)?;
        let placed = &board.tiles[t];
        let fa = placed.half_feature[a.index()]?;
        if placed.half_feature[b.index()] != Some(fa) {
            return None;
        }
    }
    let t = board.tile_at(corner)?;
    board.field_at(t, HalfEdge::Nnw)
}

/// Every barn of the setup with its field on `board` (a barn whose corner is not one is left
/// out: the position check reports it).
pub(crate) fn barns(setup: &Setup, board: &Board) -> Vec<(usize, PlayerId, GroupId)> {
    setup
        .figures
        .iter()
        .enumerate()
        .filter(|(_, f)| f.kind == PieceKind::Barn)
        .filter_map(|(i, f)| match (f.owner, f.at) {
            (Owner::Player(p), Spot::Corner(c)) => corner_field(board, c).map(|g| (i, p, g)),
            _ => None,
        })
        .collect()
}

/// The barns a move has placed so far, with their fields.
fn placed_now(board: &Board, effects: &[Effect]) -> Vec<(PlayerId, GroupId)> {
    effects
        .iter()
        .filter_map(|e| match *e {
            Effect::Placed {
                owner: Owner::Player(p),
                kind,
                at: Spot::Corner(c),
                ..
            } if kind == PieceKind::Barn => corner_field(board, c).map(|g| (p, g)),
            _ => None,
        })
        .collect()
}

fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::AM_BARN_PLACE);
    let fail = |problems: &mut Vec<Problem>, rule: &'static str, message: Message| {
        problems.push(Problem::error(rule, Subject::MovePiece, message));
    };
    let ActionParam::Square(corner) = step.param else {
        return None;
    };
    if !step.setup.rules.has(Expansion::AbbeyAndMayor) {
        fail(
            problems,
            rule::BASE_TILE_EXPANSION,
            Message::new(msg::PROBLEM_PIECE_EXPANSION)
                .arg("piece", PieceKind::Barn.key())
                .arg("expansion", Expansion::AbbeyAndMayor.key()),
        );
        return None;
    }
    let supply = step.setup.rules.supply(PieceKind::Barn);
    if step.setup.off_board(step.player, PieceKind::Barn) >= supply {
        fail(
            problems,
            rule::BASE_MOVE_NO_SUPPLY,
            Message::new(msg::PROBLEM_NO_SUPPLY)
                .arg("player", step.setup.player_name(step.player))
                .arg("piece", PieceKind::Barn.key())
                .arg("allowed", supply),
        );
    }
    let new = step.board.tiles[step.new_tile].pos;
    let corners = [
        new,
        Pos::new(new.x + 1, new.y),
        Pos::new(new.x, new.y + 1),
        Pos::new(new.x + 1, new.y + 1),
    ];
    let field = corner_field(step.board, corner);
    let Some(field) = field.filter(|_| corners.contains(&corner)) else {
        fail(
            problems,
            rule::AM_BARN_PLACE,
            Message::new(msg::PROBLEM_AM_BARN_CORNER).arg("square", corner.to_string()),
        );
        return None;
    };
    let occupied_allowed = step.setup.rules.option_value(BARN_PLACEMENT.key) == Some("occupied");
    if !occupied_allowed && barns(step.setup, step.board).iter().any(|b| b.2 == field) {
        fail(
            problems,
            rule::AM_BARN_PLACE,
            Message::new(msg::PROBLEM_AM_BARN_TAKEN).arg("square", corner.to_string()),
        );
    }
    None
}

/// The pieces on `group` that the effects so far have not taken away.
fn still_on<'a>(index: &'a PieceIndex, group: GroupId, effects: &[Effect]) -> Vec<&'a PieceRef> {
    let gone: Vec<PieceAddress> = Effect::taken_off(effects);
    index
        .on(group)
        .filter(|p| !gone.contains(&p.address()))
        .collect()
}

/// The farmers of `field` scored at `per_city` a completed city (a pig adds its bonus) under
/// `rule`, with what the expansions in play add to a feature scored (a ringmaster's bonus),
/// then every piece there sent home under the same rule.
fn score_farmers(
    m: &MoveContext,
    field: GroupId,
    per_city: i64,
    rule: &'static str,
    verdict: &mut MoveVerdict,
) {
    let (board, index, rules) = (m.board, m.index, &m.setup.rules);
    // A piece that shares a field with a barn (the shepherd) neither scores nor goes.
    let on: Vec<&PieceRef> = still_on(index, field, &verdict.effects)
        .into_iter()
        .filter(|p| !p.kind.def().beside_barns)
        .collect();
    if on.is_empty() {
        return;
    }
    let gone: Vec<(usize, usize)> = index
        .on(field)
        .filter(|p| !on.iter().any(|q| q.tile == p.tile && q.piece == p.piece))
        .map(|p| (p.tile, p.piece))
        .collect();
    let left = index.without(&gone);
    let strengths = majority::strengths(board, &left, field);
    if !strengths.is_empty() {
        let cities = completed_cities(board, field).len() as i64;
        let (extra, extra_rules) = city_extras(m.setup, board, field);
        let (owners, tie_rule) = majority::owners(board, &left, rules, &[field], &strengths);
        let awards: Vec<Award> = owners
            .into_iter()
            .map(|player| {
                let bonus = bonus_of(&left, field, player);
                Award {
                    player,
                    points: (per_city + bonus.map_or(0, |b| b.per_city)) * cities + extra,
                    bonus: bonus.is_some(),
                }
            })
            .collect();
        let mut applied = vec![rule, rule::BASE_FIELD_CITIES];
        applied.extend(extra_rules);
        applied.extend(majority::rules(&left, field));
        applied.extend(tie_rule);
        if let Some(b) = awards
            .iter()
            .find(|a| a.bonus)
            .and_then(|a| bonus_of(&left, field, a.player))
        {
            applied.push(b.bonus_rule);
        }
        let line = ScoreLine::new(
            ScoredKind::Field,
            Some(field),
            false,
            board,
            strengths,
            awards,
            applied,
        )
        .with_cities(cities as u32);
        verdict.push(Effect::Scored {
            line: line.clone(),
            by_action: true,
        });
        for e in Expansion::all().filter(|&e| rules.has(e)) {
            if let Some(hook) = e.def().award_bonus {
                hook(m, &line, verdict);
            }
        }
    }
    for p in on {
        verdict.push(Effect::home(p, rule));
    }
}

fn apply(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Square(corner) = step.param else {
        return;
    };
    verdict.push(Effect::Placed {
        owner: Owner::Player(step.player),
        kind: PieceKind::Barn,
        at: Spot::Corner(corner),
        moved_on: None,
    });
    if let Some(field) = corner_field(step.board, corner) {
        let m = MoveContext {
            setup: step.setup,
            board: step.board,
            index: step.index,
            player: step.player,
            new_tile: step.new_tile,
            again: false,
        };
        score_farmers(&m, field, 3, rule::AM_BARN_PLACED, verdict);
    }
}

/// Farmers in a field of the new tile that holds a barn (not one placed by this move) score 1
/// per completed city and go home.
pub fn connected(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !m.setup.rules.has(Expansion::AbbeyAndMayor) {
        return;
    }
    let now = placed_now(m.board, &verdict.effects);
    let mut with_barn: Vec<GroupId> = barns(m.setup, m.board).iter().map(|b| b.2).collect();
    with_barn.extend(now.iter().map(|b| b.1));
    let tile = &m.board.tiles[m.new_tile];
    let mut fields: Vec<GroupId> = Vec::new();
    for h in HalfEdge::ALL {
        if let Some(g) = m.board.field_at(m.new_tile, h) {
            if !fields.contains(&g) {
                fields.push(g);
            }
        }
    }
    for (fi, f) in tile.tile().features.iter().enumerate() {
        if f.kind == crate::carcassonne::catalogue::FeatureKind::Field {
            let g = m.board.group_of(m.new_tile, fi);
            if !fields.contains(&g) {
                fields.push(g);
            }
        }
    }
    for g in fields {
        if !with_barn.contains(&g) || now.iter().any(|b| b.1 == g) {
            continue;
        }
        score_farmers(m, g, 1, rule::AM_BARN_CONNECTED, verdict);
    }
}

/// No piece goes into a field that holds a barn (but one that shares a field with a barn,
/// the shepherd).
pub fn may_place(p: &PlacementContext) -> Option<(&'static str, Message)> {
    if p.kind.def().beside_barns {
        return None;
    }
    let group = p.board.group_of(p.tile, p.feature);
    if p.board.group(group).kind != crate::carcassonne::catalogue::FeatureKind::Field {
        return None;
    }
    barns(p.setup, p.board)
        .iter()
        .any(|b| b.2 == group)
        .then(|| {
            (
                rule::AM_BARN_FIELD,
                Message::new(msg::PROBLEM_AM_BARN_FIELD).arg("piece", p.kind.key()),
            )
        })
}

/// At the end every player with a barn in a field scores 4 per completed city it touches,
/// once however many barns they have there.
pub fn end_game(position: &Position) -> Vec<ScoreLine> {
    let setup = position.setup();
    let board = position.board();
    let mut fields: Vec<(GroupId, Vec<PlayerId>)> = Vec::new();
    for (_, owner, g) in barns(setup, board) {
        match fields.iter_mut().find(|(f, _)| *f == g) {
            Some((_, owners)) => {
                if !owners.contains(&owner) {
                    owners.push(owner);
                }
            }
            None => fields.push((g, vec![owner])),
        }
    }
    let mut lines = Vec::new();
    for (g, mut owners) in fields {
        owners.sort();
        let cities = completed_cities(board, g).len() as i64;
        let (extra, extra_rules) = city_extras(setup, board, g);
        let awards = owners
            .iter()
            .map(|&player| Award {
                player,
                points: 4 * cities + extra,
                bonus: false,
            })
            .collect();
        let mut rules = vec![rule::AM_BARN_FINAL, rule::BASE_FIELD_CITIES];
        rules.extend(extra_rules);
        lines.push(
            ScoreLine::new(
                ScoredKind::Field,
                Some(g),
                false,
                board,
                owners.iter().map(|&p| (p, 1)).collect(),
                awards,
                rules,
            )
            .with_cities(cities as u32),
        );
    }
    lines
}
