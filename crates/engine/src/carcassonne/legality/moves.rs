//! Whether a move is legal: the tile fits (square free, edges match, touches the map), and the
//! piece it brings may stand where it is put. An expansion's own rules for a move (the
//! river's) are in its folder under `expansions/`;
//! what a legal move then scores and returns is `turn.rs`'s work.

use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::TileDefId;
use crate::carcassonne::citation::Fact;
use crate::carcassonne::geometry::{Edge, Pos, Rotation};
use crate::carcassonne::legality::pieces::{farmer_refused, kind_mismatch, kind_mismatch_message};
use crate::carcassonne::legality::placement::{edge_kind_key, mismatch_rule};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::tables::PlacementContext;
use crate::carcassonne::turn::{Move, PieceAction};
use arbiter_ids::{msg, rule};

/// Whether tile `def` may be laid on square `pos` turned by `rot`: the square is free, the
/// edges match, the tile touches the map and follows the river's rules. The box's supply and
/// any piece are left aside.
pub fn fits(position: &Position, def: TileDefId, pos: Pos, rot: Rotation) -> bool {
    if position.board().occupied(pos) {
        return false;
    }
    let mv = Move {
        player: None,
        def,
        pos,
        rot,
        action: PieceAction::None,
        steps: Vec::new(),
        again: false,
    };
    let mut problems = Vec::new();
    check_fit(position.board(), &mv, &mut problems);
    if problems.is_empty() {
        check_expansions(
            position.setup(),
            position.board(),
            &crate::carcassonne::board::Placed::new(mv.def, mv.pos, mv.rot),
            &mut problems,
            &mut Vec::new(),
        );
    }
    problems.is_empty()
}

/// Every expansion's own checks on a tile about to be laid (the river's).
pub(crate) fn check_expansions(
    setup: &Setup,
    board: &Board,
    placed: &crate::carcassonne::board::Placed,
    out: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    for e in crate::carcassonne::variants::Expansion::all() {
        if let Some(check) = e.def().check_move {
            check(setup, board, placed, out, rules);
        }
    }
}

/// The rules that allow a piece of this kind on the new tile (checked by [`check_piece`]).
pub(crate) fn placement_rules(
    kind: PieceKind,
    def: &crate::carcassonne::catalogue::TileDef,
) -> Vec<&'static str> {
    let mut rules = kind.def().move_rules.to_vec();
    for k in crate::carcassonne::catalogue::EdgeKind::ALL {
        if let Some(r) = k.def().piece_rule {
            if def.edges.contains(&k) {
                rules.push(r);
            }
        }
    }
    rules
}

/// Checks that a tile about to be laid fits its square: every edge matches the tile beside
/// it, and it touches the map.
pub(crate) fn check_fit(board: &Board, mv: &Move, out: &mut Vec<Problem>) {
    let placed = crate::carcassonne::board::Placed::new(mv.def, mv.pos, mv.rot);
    check_fit_placed(board, &placed, out);
}

/// [`check_fit`] of a tile as it lies (`placed`: its type may carry the parts its state adds,
/// a bridge's road).
pub(crate) fn check_fit_placed(
    board: &Board,
    placed: &crate::carcassonne::board::Placed,
    out: &mut Vec<Problem>,
) {
    let mut neighbours = 0;
    for e in Edge::ALL {
        let Some(j) = board.tile_at(placed.pos.step(e)) else {
            continue;
        };
        neighbours += 1;
        let mine = placed.edges[e.index()];
        let theirs = board.tiles[j].edges[e.opposite().index()];
        if !mine.meets(theirs) {
            err(
                out,
                mismatch_rule(mine, theirs),
                Subject::MoveTile,
                Message::new(msg::PROBLEM_EDGES_MATCH)
                    .arg("edge", e.name())
                    .arg("kind", edge_kind_key(mine))
                    .arg("other", board.tiles[j].tile().id.as_ref())
                    .arg("square", board.tiles[j].pos.to_string())
                    .arg("other-kind", edge_kind_key(theirs)),
            );
        }
    }
    if neighbours == 0 && !board.tiles.is_empty() {
        err(
            out,
            rule::BASE_TILE_CONNECTED,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_CONNECTED).arg("square", placed.pos.to_string()),
        );
    }
}

/// Checks the piece a move places: where it stands, whose it is, and whether the supply has it.
#[allow(clippy::too_many_arguments)]
pub(crate) fn check_piece(
    board: &Board,
    index: &PieceIndex,
    (setup, laid): (&Setup, &Setup),
    player: PlayerId,
    kind: PieceKind,
    new_tile: usize,
    feature: usize,
    out: &mut Vec<Problem>,
) -> Option<Fact> {
    if !setup.rules.has(kind.expansion()) {
        err(
            out,
            rule::BASE_TILE_EXPANSION,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_PIECE_EXPANSION)
                .arg("piece", kind.key())
                .arg("expansion", kind.expansion().key()),
        );
    }
    let placing = PlacementContext {
        setup,
        laid,
        board,
        index,
        player,
        kind,
        tile: new_tile,
        feature,
        so_far: &[],
    };
    for e in crate::carcassonne::variants::Expansion::all() {
        if let Some((rule, message)) = e.def().may_place.and_then(|hook| hook(&placing)) {
            err(out, rule, Subject::MovePiece, message);
        }
    }
    if index.count(player, kind) + setup.off_board(player, kind) >= setup.rules.supply(kind) {
        err(
            out,
            rule::BASE_MOVE_NO_SUPPLY,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_NO_SUPPLY)
                .arg("player", setup.players[player.index()].name.as_str())
                .arg("piece", kind.key())
                .arg("allowed", setup.rules.supply(kind)),
        );
    }
    let group = board.group_of(new_tile, feature);
    let g = board.group(group);
    if let Some(rule) = kind_mismatch(kind, g.kind) {
        err(
            out,
            rule,
            Subject::MovePiece,
            kind_mismatch_message(kind, g.kind),
        );
        return None;
    }
    if let Some(mut problem) = farmer_refused(setup, kind, g.kind) {
        problem.subject = Subject::MovePiece;
        out.push(problem);
        return None;
    }
    let Some(joins) = &kind.def().joins else {
        // A special figure of its own (the shepherd) minds no follower: its own rules apply.
        if kind.occupies() && index.occupied(group) {
            err(
                out,
                rule::BASE_MOVE_OCCUPIED,
                Subject::MovePiece,
                Message::new(msg::PROBLEM_OCCUPIED)
                    .arg("feature", g.kind.name())
                    .arg("player", setup.player_name(player))
                    .arg(
                        "whose",
                        if index.has_follower(group, player) {
                            "own"
                        } else {
                            "other"
                        },
                    ),
            );
        }
        return None;
    };
    if !index.has_follower(group, player) {
        err(
            out,
            joins.rule,
            Subject::MovePiece,
            Message::new(joins.message),
        );
    } else if let Some((rule, message)) = joins.open_only.filter(|_| g.is_complete()) {
        err(
            out,
            rule,
            Subject::MovePiece,
            Message::new(message).arg("feature", g.kind.name()),
        );
    }
    Some(Fact::Joined {
        kind,
        with: index
            .on(group)
            .filter(|p| p.owner == player && p.kind.occupies())
            .map(|p| p.kind)
            .collect(),
    })
}

fn err(out: &mut Vec<Problem>, rule: &'static str, subject: Subject, message: Message) {
    out.push(Problem::error(rule, subject, message));
}
