//! The Tower's steps: a floor raised instead of a piece, the capture it allows and the
//! exchange of prisoners that follows, a ransom paid at the start of the piece step, and a
//! follower put on top of a tower instead of a piece.

use super::{capturable, may_top, share, tower_feature, FLOORS, HEIGHT};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::{Destination, Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::bridges_castles_and_bazaars::castles::is_castle;
use crate::carcassonne::expansions::{ActionDef, ParamKind, StepContext, StepTime, Taken};
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::{Locator, PieceKind, PlayerId};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// What a ransom costs.
pub const RANSOM_POINTS: i64 = 3;

/// A floor raised on a tower anywhere on the board, instead of placing a piece.
pub const RAISE: ActionDef = ActionDef {
    key: "tower-raise",
    dutch: &["torendeel-plaatsen"],
    expansion: Expansion::Tower,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_raise,
    apply: apply_raise,
};

/// The capture a raise allows.
pub const CAPTURE: ActionDef = ActionDef {
    key: "tower-capture",
    dutch: &["gevangennemen"],
    expansion: Expansion::Tower,
    param: Some(ParamKind::Piece),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&["tower-raise"], rule::TOWER_CAPTURE),
    check: check_capture,
    apply: apply_capture,
};

/// The capturer's choice of the prisoner that comes back in an exchange, when the captured
/// player holds the capturer's followers of more than one kind.
pub const EXCHANGE: ActionDef = ActionDef {
    key: "tower-exchange",
    dutch: &["gevangenenruil"],
    expansion: Expansion::Tower,
    param: Some(ParamKind::Kind),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&["tower-capture"], rule::TOWER_EXCHANGE),
    check: check_exchange,
    apply: apply_exchange,
};

/// A prisoner bought back from its jailer, at the start of the piece step.
pub const RANSOM: ActionDef = ActionDef {
    key: "tower-ransom",
    dutch: &["losgeld-betalen"],
    expansion: Expansion::Tower,
    param: Some(ParamKind::KindHeldBy),
    jcz: "",
    piece: None,
    when: StepTime::BeforePiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_ransom,
    apply: apply_ransom,
};

/// A follower put on top of a tower anywhere on the board, instead of placing a piece.
pub const TOP: ActionDef = ActionDef {
    key: "tower-top",
    dutch: &["op-toren-zetten"],
    expansion: Expansion::Tower,
    param: Some(ParamKind::KindAt),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_top,
    apply: apply_top,
};

fn refuse(problems: &mut Vec<Problem>, rule: &'static str, message: Message) {
    problems.push(Problem::error(rule, Subject::MovePiece, message));
}

fn name(step: &StepContext, p: PlayerId) -> String {
    step.setup
        .players
        .get(p.index())
        .map_or_else(String::new, |p| p.name.clone())
}

/// The tile at `at` with a tower, its tower feature and its height so far in the move.
fn tower_at(step: &StepContext, so_far: &MoveVerdict, at: Pos) -> Option<(usize, usize, u32)> {
    let tile = step.board.tile_at(at)?;
    let feature = tower_feature(step.setup, tile)?;
    let height = step.tile_state(so_far, tile, HEIGHT.key).unwrap_or(0);
    Some((tile, feature, height))
}

/// Whether a piece stands on top of the tower (feature `feature` of tile `tile`).
fn topped(step: &StepContext, tile: usize, feature: usize) -> bool {
    step.setup.tiles[tile]
        .pieces
        .iter()
        .any(|p| p.feature == feature)
}

/// The floors `player` has placed.
fn placed(step: &StepContext, player: PlayerId) -> u32 {
    step.setup
        .player_state
        .rows(FLOORS.key)
        .get(player.index())
        .and_then(|r| r.first().copied())
        .unwrap_or(0)
}

fn check_raise(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::TOWER_RAISE);
    let ActionParam::Square(at) = step.param else {
        return None;
    };
    match tower_at(step, so_far, at) {
        None => refuse(
            problems,
            rule::TOWER_RAISE,
            Message::new(msg::PROBLEM_TOWER_NONE).arg("square", at.to_string()),
        ),
        Some((tile, feature, _)) if topped(step, tile, feature) => refuse(
            problems,
            rule::TOWER_RAISE,
            Message::new(msg::PROBLEM_TOWER_CLOSED).arg("square", at.to_string()),
        ),
        Some(_) => {}
    }
    let share = share(step.setup.players.len());
    if placed(step, step.player) >= share {
        rules.push(rule::TOWER_FLOORS);
        refuse(
            problems,
            rule::TOWER_FLOORS,
            Message::new(msg::PROBLEM_TOWER_NO_FLOORS)
                .arg("player", name(step, step.player))
                .arg("allowed", share),
        );
    }
    None
}

fn apply_raise(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Square(at) = step.param else {
        return;
    };
    if let Some((tile, _, height)) = tower_at(step, verdict, at) {
        no_score(verdict);
        verdict.push(Effect::TileState {
            tile,
            key: HEIGHT.key,
            value: height + 1,
        });
        verdict.push(Effect::PlayerState {
            player: step.player,
            key: FLOORS.key,
            amounts: vec![1],
        });
    }
}

/// A tower raised or a follower put on top of one scores nothing, now or at the end: the
/// move applies `tower.no-score`.
fn no_score(verdict: &mut MoveVerdict) {
    if !verdict.rules.contains(&rule::TOWER_NO_SCORE) {
        verdict.rules.push(rule::TOWER_NO_SCORE);
    }
}

/// The tower raised earlier in the move: its square and its height now.
fn raised(step: &StepContext, so_far: &MoveVerdict) -> Option<(Pos, u32)> {
    let (tile, _, height) = so_far
        .tile_states()
        .filter(|&(_, k, _)| k == HEIGHT.key)
        .last()?;
    Some((step.board.tiles[tile].pos, height))
}

/// The follower a piece parameter names: its owner's follower on the tile at its square (on
/// the feature its locator names, if it names one).
fn named_follower(step: &StepContext) -> Option<(PlayerId, Taken)> {
    let ActionParam::Piece { owner, at, on } = step.param else {
        return None;
    };
    let tile = step.board.tile_at(at)?;
    let placed = &step.board.tiles[tile];
    let feature = match on {
        Some(l) => Some(l.resolve(placed.tile(), placed.rot)?),
        None => None,
    };
    // A castle's occupant (Bridges, Castles & Bazaars) is out of a tower's reach
    // (JCloisterZone's `TowerCapturePhase` leaves castles out).
    let p = step.index.pieces.iter().find(|p| {
        p.tile == tile
            && p.owner == owner
            && capturable(p.kind)
            && !is_castle(step.setup, step.board, p.group, None)
            && feature.is_none_or(|f| step.setup.tiles[tile].pieces[p.piece].feature == f)
    })?;
    Some((
        owner,
        Taken {
            kind: p.kind,
            tile,
            piece: p.piece,
            group: p.group,
        },
    ))
}

fn check_capture(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::TOWER_CAPTURE);
    let ActionParam::Piece { owner, at, .. } = step.param else {
        return None;
    };
    let Some((tower, height)) = raised(step, so_far) else {
        // The missing raise is the order's problem (`follows`).
        return None;
    };
    let Some((_, taken)) = named_follower(step) else {
        refuse(
            problems,
            rule::TOWER_CAPTURE,
            Message::new(msg::PROBLEM_TOWER_NO_FOLLOWER)
                .arg("player", name(step, owner))
                .arg("square", at.to_string()),
        );
        return None;
    };
    let (dx, dy) = ((at.x - tower.x).abs(), (at.y - tower.y).abs());
    let in_reach = (dx == 0 || dy == 0) && dx + dy <= i64::from(height);
    if !in_reach {
        refuse(
            problems,
            rule::TOWER_CAPTURE,
            Message::new(msg::PROBLEM_TOWER_OUT_OF_REACH)
                .arg("square", at.to_string())
                .arg("tower", tower.to_string())
                .arg("height", height),
        );
        return None;
    }
    Some(taken)
}

/// The held pieces of `owner` that `holder` holds and no effect of the move has freed yet, by
/// index into the setup's list.
fn holding(
    step: &StepContext,
    so_far: &MoveVerdict,
    holder: PlayerId,
    owner: PlayerId,
) -> Vec<usize> {
    let freed = so_far.held_taken();
    step.setup
        .held
        .iter()
        .enumerate()
        .filter(|(i, h)| h.holder == holder && h.owner == owner && !freed.contains(i))
        .map(|(i, _)| i)
        .collect()
}

fn apply_capture(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let (Some(t), Some((owner, _))) = (taken, named_follower(step)) else {
        return;
    };
    let mover = step.player;
    let held = holding(step, verdict, owner, mover);
    let mut kinds: Vec<PieceKind> = held.iter().map(|&i| step.setup.held[i].kind).collect();
    kinds.dedup();
    kinds.sort_by_key(|k| k.key());
    kinds.dedup();
    let exchange = owner != mover && kinds.len() == 1;
    let (to, rule) = if owner == mover {
        (Destination::Supply, rule::TOWER_CAPTURE)
    } else if exchange {
        (Destination::Supply, rule::TOWER_EXCHANGE)
    } else {
        (Destination::HeldBy(mover), rule::TOWER_CAPTURE)
    };
    verdict.push(Effect::Removed {
        piece: PieceAddress::OnTile {
            tile: t.tile,
            piece: t.piece,
        },
        owner: Owner::Player(owner),
        kind: t.kind,
        to,
        rule,
    });
    if exchange {
        let i = held[0];
        verdict.push(Effect::Removed {
            piece: PieceAddress::Held(i),
            owner: Owner::Player(mover),
            kind: step.setup.held[i].kind,
            to: Destination::Supply,
            rule: rule::TOWER_EXCHANGE,
        });
    }
    // A builder or pig left without its owner's follower on its feature goes home.
    let others = step
        .index
        .on(t.group)
        .filter(|p| p.owner == owner && !(p.tile == t.tile && p.piece == t.piece))
        .collect::<Vec<_>>();
    if !others.iter().any(|p| capturable(p.kind)) {
        for p in others.iter().filter(|p| p.kind.joins()) {
            verdict.push(Effect::home(p, rule::TOWER_CAPTURE));
        }
    }
}

/// The capture made earlier in the move that made a prisoner: the effect's index and the
/// captured piece's owner.
fn capture_held(so_far: &MoveVerdict, mover: PlayerId) -> Option<(usize, PlayerId)> {
    so_far
        .effects
        .iter()
        .enumerate()
        .find_map(|(i, e)| match *e {
            Effect::Removed {
                piece: PieceAddress::OnTile { .. },
                owner: Owner::Player(owner),
                to: Destination::HeldBy(holder),
                rule: rule::TOWER_CAPTURE,
                ..
            } if holder == mover => Some((i, owner)),
            _ => None,
        })
}

/// The prisoner of the mover's, of the kind the parameter names, that the captured player
/// holds.
fn exchanged(step: &StepContext, so_far: &MoveVerdict) -> Option<(usize, usize)> {
    let ActionParam::Kind(kind) = step.param else {
        return None;
    };
    let (effect, owner) = capture_held(so_far, step.player)?;
    let i = holding(step, so_far, owner, step.player)
        .into_iter()
        .find(|&i| step.setup.held[i].kind == kind)?;
    Some((effect, i))
}

/// After a capture that made a prisoner, while the captured player still holds the mover's
/// followers (of more than one kind: with one the exchange is made at once), the mover's
/// choice of the one that comes back is owed: JCloisterZone asks for it and allows no pass
/// (its `TowerCapturePhase`).
pub(super) fn exchange_owed(
    step: &StepContext,
    so_far: &MoveVerdict,
    when: StepTime,
) -> Option<Problem> {
    if when != StepTime::BeforeScoring {
        return None;
    }
    let (_, owner) = capture_held(so_far, step.player)?;
    let mut kinds: Vec<&'static str> = holding(step, so_far, owner, step.player)
        .into_iter()
        .map(|i| step.setup.held[i].kind.key())
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    if kinds.is_empty() {
        return None;
    }
    Some(Problem::error(
        rule::TOWER_EXCHANGE,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_TOWER_EXCHANGE_OWED)
            .arg("player", name(step, owner))
            .arg("kinds", kinds.join(", ")),
    ))
}

fn check_exchange(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::TOWER_EXCHANGE);
    if exchanged(step, so_far).is_none() {
        let kind = match step.param {
            ActionParam::Kind(k) => k.key(),
            _ => "",
        };
        refuse(
            problems,
            rule::TOWER_EXCHANGE,
            Message::new(msg::PROBLEM_TOWER_NO_EXCHANGE)
                .arg("player", name(step, step.player))
                .arg("piece", kind),
        );
    }
    None
}

fn apply_exchange(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some((effect, i)) = exchanged(step, verdict) else {
        return;
    };
    if let Some(Effect::Removed { to, rule, .. }) = verdict.effects.get_mut(effect) {
        *to = Destination::Supply;
        *rule = rule::TOWER_EXCHANGE;
    }
    verdict.push(Effect::Removed {
        piece: PieceAddress::Held(i),
        owner: Owner::Player(step.player),
        kind: step.setup.held[i].kind,
        to: Destination::Supply,
        rule: rule::TOWER_EXCHANGE,
    });
}

/// The prisoner the ransom names: the first of the mover's pieces of its kind its holder
/// holds.
fn ransomed(step: &StepContext, so_far: &MoveVerdict) -> Option<(usize, PlayerId)> {
    let ActionParam::KindHeldBy { kind, holder } = step.param else {
        return None;
    };
    holding(step, so_far, holder, step.player)
        .into_iter()
        .find(|&i| step.setup.held[i].kind == kind)
        .map(|i| (i, holder))
}

fn check_ransom(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::TOWER_RANSOM);
    let ActionParam::KindHeldBy { kind, holder } = step.param else {
        return None;
    };
    if ransomed(step, so_far).is_none() {
        refuse(
            problems,
            rule::TOWER_RANSOM,
            Message::new(msg::PROBLEM_TOWER_NO_PRISONER)
                .arg("holder", name(step, holder))
                .arg("player", name(step, step.player))
                .arg("piece", kind.key()),
        );
    }
    let twice = so_far
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Points { rule: r, .. } if *r == rule::TOWER_RANSOM));
    if twice {
        refuse(
            problems,
            rule::TOWER_RANSOM,
            Message::new(msg::PROBLEM_TOWER_RANSOM_TWICE),
        );
    }
    // The score as the turn has left it so far (a point at its start counts).
    let points = step
        .setup
        .track
        .get(step.player.index())
        .copied()
        .unwrap_or(0)
        + so_far
            .effects
            .iter()
            .map(|e| match *e {
                Effect::Points { player, points, .. } if player == step.player => points,
                _ => 0,
            })
            .sum::<i64>();
    if points < RANSOM_POINTS {
        refuse(
            problems,
            rule::TOWER_RANSOM,
            Message::new(msg::PROBLEM_TOWER_RANSOM_POINTS)
                .arg("player", name(step, step.player))
                .arg("points", points),
        );
    }
    None
}

fn apply_ransom(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some((i, holder)) = ransomed(step, verdict) else {
        return;
    };
    verdict.push(Effect::Points {
        player: step.player,
        points: -RANSOM_POINTS,
        rule: rule::TOWER_RANSOM,
    });
    verdict.push(Effect::Points {
        player: holder,
        points: RANSOM_POINTS,
        rule: rule::TOWER_RANSOM,
    });
    verdict.push(Effect::Removed {
        piece: PieceAddress::Held(i),
        owner: Owner::Player(step.player),
        kind: step.setup.held[i].kind,
        to: Destination::Supply,
        rule: rule::TOWER_RANSOM,
    });
}

fn check_top(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::TOWER_TOP);
    let ActionParam::KindAt { kind, at } = step.param else {
        return None;
    };
    if !may_top(kind) {
        refuse(
            problems,
            rule::TOWER_TOP,
            Message::new(msg::PROBLEM_TOWER_TOP_KIND).arg("piece", kind.key()),
        );
    }
    match tower_at(step, so_far, at) {
        None => refuse(
            problems,
            rule::TOWER_TOP,
            Message::new(msg::PROBLEM_TOWER_NONE).arg("square", at.to_string()),
        ),
        Some((_, _, 0)) => refuse(
            problems,
            rule::TOWER_TOP,
            Message::new(msg::PROBLEM_TOWER_BARE).arg("square", at.to_string()),
        ),
        Some((tile, feature, _)) if topped(step, tile, feature) => refuse(
            problems,
            rule::TOWER_TOP,
            Message::new(msg::PROBLEM_TOWER_CLOSED).arg("square", at.to_string()),
        ),
        Some(_) => {}
    }
    // The supply: the mover's pieces of the kind on the board and away, less the prisoners
    // bought back earlier in the move.
    let freed = so_far
        .effects
        .iter()
        .filter(|e| {
            matches!(e, Effect::Removed { piece: PieceAddress::Held(_), owner: Owner::Player(o), kind: k, .. }
                if *o == step.player && *k == kind)
        })
        .count();
    let out = (step.index.count(step.player, kind) + step.setup.off_board(step.player, kind))
        .saturating_sub(freed);
    if out >= step.setup.rules.supply(kind) {
        refuse(
            problems,
            rule::BASE_MOVE_NO_SUPPLY,
            Message::new(msg::PROBLEM_NO_SUPPLY)
                .arg("player", name(step, step.player))
                .arg("piece", kind.key())
                .arg("allowed", step.setup.rules.supply(kind)),
        );
    }
    None
}

fn apply_top(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::KindAt { kind, at } = step.param else {
        return;
    };
    if let Some((tile, feature, _)) = tower_at(step, verdict, at) {
        no_score(verdict);
        verdict.push(Effect::Placed {
            owner: Owner::Player(step.player),
            kind,
            at: Spot::Feature {
                tile,
                feature,
                locator: Locator::Inner(FeatureKind::Tower),
            },
            moved_on: None,
        });
    }
}
