//! One disputed turn: is the tile's placement legal, is the piece action legal, and what
//! happens at once (features completed and scored, pieces returned, goods taken, whether the
//! mover plays again).

use super::ruleset;
use arbiter_ids::{msg, rule};
use std::collections::BTreeSet;

use super::board::{Board, GroupId};
use super::catalogue::{Catalogue, TileDef, TileDefId};
use super::citation::{Evidence, Fact};
use super::effect::{Effect, Owner, PieceAddress, Spot};
use super::geometry::{Pos, Rotation};
pub use super::legality::moves::fits;
use super::legality::moves::{check_expansions, check_fit_placed, check_piece, placement_rules};
use super::legality::placement::{missing_expansion, supply_of};
use super::pieces::{Locator, PieceKind, PlayerId};
use super::position::{PieceIndex, Position};
use super::problem::{Message, Problem, Severity, Subject};
use super::scoring::score_feature;
use super::setup::{PieceSetup, Setup, TileSetup};
use super::steps;
use super::tables::{self, ActionDef, MoveContext, StepContext, StepTime};
use super::variants::Expansion;

/// What the player does after placing the tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceAction {
    /// Nothing.
    None,
    /// Places a piece on the new tile.
    Place {
        /// The piece.
        kind: PieceKind,
        /// Where, as seen on the table.
        locator: Locator,
    },
    /// A move action an expansion adds (`PieceAction::RecallAbbot`), with its parameter.
    Special(ActionKind, ActionParam),
}

/// What a move action names, as its [`ActionDef::param`] declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActionParam {
    /// Nothing: the action takes no parameter.
    None,
    /// A piece on the board: its owner's, on the tile at this square (on the feature the
    /// locator names, when it names one: a tile may hold more than one of an owner's pieces).
    Piece {
        /// Its owner.
        owner: PlayerId,
        /// The square of the tile it stands on.
        at: Pos,
        /// The feature of that tile it stands on, as seen on the table, if said.
        on: Option<Locator>,
    },
    /// A square.
    Square(Pos),
    /// A player.
    Player(PlayerId),
    /// A piece of the mover's put on a feature of any tile: its kind, the tile's square and the
    /// feature.
    Place {
        /// The piece.
        kind: PieceKind,
        /// The square of the tile.
        at: Pos,
        /// The feature, as seen on the table.
        locator: Locator,
    },
    /// A kind of piece (the mover's).
    Kind(PieceKind),
    /// A kind of piece (the mover's) and a square.
    KindAt {
        /// The kind.
        kind: PieceKind,
        /// The square.
        at: Pos,
    },
    /// A kind of piece (the mover's) that another player holds.
    KindHeldBy {
        /// The kind.
        kind: PieceKind,
        /// Who holds it.
        holder: PlayerId,
    },
    /// One word of the list the action declares (a token drawn).
    Word(&'static str),
    /// A tile type (a tile turned face up).
    Tile(TileDefId),
    /// A whole number (a bid).
    Number(u32),
}

/// A move action an expansion adds: one of the [`ActionDef`]s registered in
/// `ruleset::ACTIONS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ActionKind(u8);

impl ActionKind {
    /// The action registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> ActionKind {
        ActionKind(ruleset::action_index(key))
    }

    /// What the action is.
    pub fn def(self) -> &'static ActionDef {
        ruleset::ACTIONS[usize::from(self.0)]
    }

    /// Its key.
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// Every registered action, in table order.
    pub fn all() -> impl Iterator<Item = ActionKind> {
        (0..ruleset::ACTIONS.len()).map(|i| ActionKind(i as u8))
    }

    /// The action registered under `key`, or with this Dutch name (`abt terugnemen` may be
    /// written with a space).
    pub fn parse(key: &str) -> Option<ActionKind> {
        let key = key.trim().replace(' ', "-");
        ActionKind::all().find(|a| a.key() == key || a.def().dutch.contains(&key.as_str()))
    }

    /// Its Dutch name (its key when it has none).
    pub fn dutch(self) -> &'static str {
        self.def().dutch.first().copied().unwrap_or(self.key())
    }
}

/// A step of a move besides its piece action: an expansion's action with its parameter.
pub type MoveStep = (ActionKind, ActionParam);

/// A turn to adjudicate: a player, a tile, the piece placed (or one step done instead), and
/// the further steps the expansions add, in the order played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The player; `None` for the position's `turn`.
    pub player: Option<PlayerId>,
    /// The tile.
    pub def: TileDefId,
    /// Its square.
    pub pos: Pos,
    /// Its turn.
    pub rot: Rotation,
    /// The piece action: the base game's piece placed, or a step done instead of it.
    pub action: PieceAction,
    /// The further steps, in the order played (each happens at its
    /// [`StepTime`]: before or after the scoring of the turn).
    pub steps: Vec<MoveStep>,
    /// Whether this turn is itself one its player plays again, a further turn an earlier move
    /// earned (it is, too, when the position says so of the player to move:
    /// [`Move::is_again`]).
    pub again: bool,
}

impl Move {
    /// The tile the move lays, as a position's tile entry: no piece on it, no state yet.
    pub fn laid_tile(&self) -> TileSetup {
        TileSetup {
            def: self.def,
            pos: self.pos,
            rot: self.rot,
            pieces: Vec::new(),
            state: Default::default(),
            features: Default::default(),
        }
    }

    /// Whether the move is judged as a turn its player plays again on `setup`: the move says
    /// so, or the position says that the player to move plays again (`Setup::again`) and this
    /// is that player's move.
    pub fn is_again(&self, setup: &Setup) -> bool {
        self.again || (setup.again && self.player.unwrap_or(setup.turn) == setup.turn)
    }
}

pub use super::effect::Returned;

/// The verdict on a turn.
#[derive(Debug, Clone)]
pub struct MoveVerdict {
    /// Who moved.
    pub player: PlayerId,
    /// Why the move is illegal (empty when legal).
    pub problems: Vec<Problem>,
    /// Problems already present in the position; they do not make the move illegal.
    pub warnings: Vec<Problem>,
    /// Rules the legality verdict applied.
    pub rules: Vec<&'static str>,
    /// What the legal move makes happen, in order (empty when illegal): pieces placed,
    /// removed and moved, features scored, points, state changed, whether the mover plays
    /// again. The verdict's views ([`completed`](Self::completed), [`scored`](Self::scored),
    /// [`returned`](Self::returned) ...) are read from them.
    pub effects: Vec<Effect>,
    /// How many players the position has (the length of [`scored`](Self::scored)).
    pub players: usize,
    /// Whether the move was judged as a turn its player plays again ([`Move::is_again`]).
    pub again: bool,
    /// What the verdict involved, for the rulings that back its rules.
    pub evidence: Evidence,
    /// The board after the move's tile is laid (features named by their parts on it); `None`
    /// when the square was taken, so that no such board exists.
    pub board: Option<Board>,
}

impl MoveVerdict {
    /// Whether the move is legal.
    pub fn legal(&self) -> bool {
        self.problems.is_empty()
    }

    /// Whether arbiter gives a verdict on the move: no problem says a part of it is not judged
    /// ([`Severity::NotJudged`]), or a rule it breaks makes it illegal whatever that part
    /// holds. A move not judged is not [`legal`](Self::legal) either, and no verdict is given
    /// on it.
    pub fn judged(&self) -> bool {
        self.problems.iter().any(|p| p.severity == Severity::Error)
            || self
                .problems
                .iter()
                .all(|p| p.severity != Severity::NotJudged)
    }

    /// Every rule the verdict applied: the legality rules, the rule of each problem, the rules
    /// of each feature scored, the rule of playing again, and the return of pieces from
    /// completed features.
    pub fn cited(&self) -> BTreeSet<&'static str> {
        let mut cited: BTreeSet<&'static str> = self.rules.iter().copied().collect();
        cited.extend(self.problems.iter().map(|p| p.rule));
        for e in &self.effects {
            match e {
                Effect::Scored { line, .. } => cited.extend(line.rules.iter().copied()),
                Effect::Removed { rule, .. }
                | Effect::Moved { rule, .. }
                | Effect::Points { rule, .. }
                | Effect::PlaysAgain { rule, .. } => {
                    cited.insert(rule);
                }
                _ => {}
            }
        }
        cited
    }

    /// The rules that allowed a legal move, in the order applied: the legality rules, the
    /// rule of playing again, and the rule of each gain of per-player state (taking trade
    /// goods).
    pub fn allowed_by(&self) -> Vec<&'static str> {
        let mut allowed = self.rules.clone();
        allowed.extend(self.plays_again().map(|(_, rule)| rule));
        for (_, key, gained) in self.gains() {
            if gained.iter().any(|&n| n > 0) {
                allowed.extend(super::setup::PlayerState::def(key).map(|d| d.gain_rule));
            }
        }
        allowed
    }

    /// How much of block `key` of per-player state the mover gains, per counter (zeros when
    /// nothing).
    pub fn gained(&self, key: &str) -> Vec<i64> {
        let width = super::setup::PlayerState::def(key).map_or(0, |d| d.counters.len());
        let mut out = vec![0; width];
        let mine = self
            .gains()
            .filter(|&(p, k, _)| p == self.player && k == key);
        for (_, _, amounts) in mine {
            for (o, n) in out.iter_mut().zip(amounts) {
                *o += n;
            }
        }
        out
    }
}

fn err(out: &mut Vec<Problem>, rule: &'static str, subject: Subject, message: Message) {
    out.push(Problem::error(rule, subject, message));
}

/// Judges a turn on a position: the tile (its set and supply, its square, its fit, the
/// expansions' checks), then the piece action on the board with the tile laid, then, when the
/// move is legal, what happens at once.
///
/// ```
/// use arbiter_engine::carcassonne::catalogue::Catalogue;
/// use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
/// use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player};
/// use arbiter_engine::carcassonne::setup::TileSetup;
/// use arbiter_engine::carcassonne::turn::PieceAction;
/// use arbiter_engine::carcassonne::{adjudicate, Move, Position, Rules, Setup};
///
/// let tile = |letter: &str, y: i64, rot: Rotation| TileSetup {
///     def: Catalogue::get().index_of(letter).unwrap(),
///     pos: Pos::new(0, y),
///     rot,
///     pieces: Vec::new(),
///     state: Default::default(),
///     features: Default::default(),
/// };
/// let players = vec![Player { name: "Alice".into(), color: Color::Red }];
/// let mut setup = Setup::new(Rules::default(), players);
/// setup.tiles = vec![tile("D", 0, Rotation::R0)];
/// let position = Position::legal(setup).unwrap();
/// // A city cap turned to face the start tile's city, with a knight in it: a city of two
/// // tiles, completed at once, 4 points, and the knight comes home.
/// let cap = tile("E", -1, Rotation::from_degrees(180).unwrap());
/// let mv = Move {
///     player: None,
///     def: cap.def,
///     pos: cap.pos,
///     rot: cap.rot,
///     action: PieceAction::Place {
///         kind: PieceKind::Follower,
///         locator: Locator::parse("city:S").unwrap(),
///     },
///     steps: Vec::new(),
///     again: false,
/// };
/// let verdict = adjudicate(&position, &mv);
/// assert!(verdict.problems.is_empty(), "{:?}", verdict.problems);
/// assert_eq!(verdict.scored(), vec![4]);
/// assert_eq!(verdict.returned().len(), 1);
/// ```
pub fn adjudicate(position: &Position, mv: &Move) -> MoveVerdict {
    let setup = position.setup();
    let player = mv.player.unwrap_or(setup.turn);
    let mut problems = Vec::new();
    let rules = vec![rule::BASE_TILE_EDGES_MATCH, rule::BASE_TILE_CONNECTED];
    let mut verdict = blank_verdict(position, player, rules);
    verdict.again = mv.is_again(setup);
    if position.board().occupied(mv.pos) {
        check_tile(position, mv, None, &mut problems, &mut verdict.rules);
        verdict.problems = problems;
        super::problem::dedup(&mut verdict.problems);
        return verdict;
    }
    let mut order_problems = Vec::new();
    let steps = steps::in_order(mv, &mut order_problems);
    let after = tile_and_piece(position, mv, &steps, &mut problems, &mut verdict);
    problems.extend(order_problems);
    let index = PieceIndex::new(&after.setup, &after.board);
    let step = |param| after.step(&index, param);
    let context = MoveContext {
        setup,
        board: &after.board,
        index: &index,
        player,
        new_tile: after.tile,
        again: verdict.again,
    };
    at_time(
        &steps,
        StepTime::BeforeScoring,
        &step,
        &mut problems,
        &mut verdict,
    );
    if problems.is_empty() {
        score_completed(&context, &mut verdict);
    }
    at_time(
        &steps,
        StepTime::AfterScoring,
        &step,
        &mut problems,
        &mut verdict,
    );
    if problems.is_empty() {
        for e in Expansion::all() {
            if let Some(hook) = e.def().move_end {
                hook(&context, &mut verdict);
            }
        }
    }
    if !problems.is_empty() {
        verdict.effects.clear();
        verdict.problems = problems;
        super::problem::dedup(&mut verdict.problems);
    }
    verdict.board = Some(after.board);
    verdict
}

/// The position after the move's tile and its piece are laid, and the verdict so far, its
/// problems left out: what the board holds when the steps after the piece are taken, for a
/// reader that follows a move part by part (the importer's flocks, `hills_and_sheep`).
pub(crate) fn after_tile_and_piece(position: &Position, mv: &Move) -> (After, MoveVerdict) {
    let player = mv.player.unwrap_or(position.setup().turn);
    let mut verdict = blank_verdict(position, player, Vec::new());
    let steps = steps::in_order(mv, &mut Vec::new());
    let after = tile_and_piece(position, mv, &steps, &mut Vec::new(), &mut verdict);
    (after, verdict)
}

/// The move's tile laid ([`lay`]), the steps at the start of the piece step judged, and the
/// move's piece checked and placed on the tile (with its `placed` effect).
fn tile_and_piece(
    position: &Position,
    mv: &Move,
    steps: &[(ActionKind, ActionParam)],
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) -> After {
    let setup = position.setup();
    let mut after = lay(position, mv, steps, problems, verdict);
    // The tile as it lies: its catalogue entry with the parts its state adds.
    let def = Catalogue::get().tile(after.board.tiles[after.tile].def);
    let freed =
        before_piece(&after, steps, problems, verdict).then(|| without_held(setup, verdict));
    let piece_setup = freed.as_ref().unwrap_or(setup);
    if let PieceAction::Place { kind, locator } = mv.action {
        check_place(
            piece_setup,
            def,
            mv.rot,
            (kind, locator),
            &mut after,
            problems,
            verdict,
        );
    }
    if let Some(p) = after.setup.tiles[after.tile].pieces.last() {
        verdict.push(Effect::Placed {
            owner: Owner::Player(p.owner),
            kind: p.kind,
            at: Spot::Feature {
                tile: after.tile,
                feature: p.feature,
                locator: p.locator,
            },
            moved_on: None,
        });
    }
    after
}

/// The move's tile laid: what the start of the turn brings comes first, then the steps laid
/// with the tile (the tiles as they lie with what those set are the ones the fit is judged
/// on), then the tile's own checks. The steps at the start of the piece step (a prisoner
/// bought back is in the supply for the piece placed) and the piece placed come after.
fn lay(
    position: &Position,
    mv: &Move,
    steps: &[(ActionKind, ActionParam)],
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) -> After {
    let setup = position.setup();
    let mut after_setup = setup.clone();
    after_setup.tiles.push(mv.laid_tile());
    // The board as it stands with the new tile laid (the same as building the whole board
    // again, see `Board::push`).
    let mut after_board = position.board().clone();
    after_board.push(mv.def, mv.pos, mv.rot);
    let mut after = After {
        setup: after_setup,
        board: after_board,
        tile: setup.tiles.len(),
        player: verdict.player,
    };
    for e in Expansion::all().filter(|&e| setup.rules.has(e)) {
        if let Some(hook) = e.def().turn_start {
            hook(setup, verdict.player, verdict);
        }
    }
    let shaped = with_tile(steps, &mut after, problems, verdict);
    check_tile(
        position,
        mv,
        Some((
            shaped.as_ref().unwrap_or(position.board()),
            after.board.tiles[after.tile].def,
        )),
        problems,
        &mut verdict.rules,
    );
    after
}

/// Judges the steps at `when`, then, while the move is legal so far, what the expansions in
/// play say it still owes once they are judged.
fn at_time<'a>(
    steps: &[(ActionKind, ActionParam)],
    when: StepTime,
    step: &dyn Fn(ActionParam) -> StepContext<'a>,
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) {
    steps::judge(steps, when, step, problems, verdict);
    if !problems.is_empty() {
        return;
    }
    let context = StepContext {
        earlier: steps,
        ..step(ActionParam::None)
    };
    for e in Expansion::all().filter(|&e| context.setup.rules.has(e)) {
        if let Some(owed) = e.def().steps_owed {
            problems.extend(owed(&context, verdict, when));
        }
    }
}

/// Judges the steps at the start of the piece step, if the move has any (says whether it
/// has).
fn before_piece(
    after: &After,
    steps: &[(ActionKind, ActionParam)],
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) -> bool {
    if !steps
        .iter()
        .any(|(k, _)| k.def().when == StepTime::BeforePiece)
    {
        return false;
    }
    let index = PieceIndex::new(&after.setup, &after.board);
    let step = |param| after.step(&index, param);
    steps::judge(steps, StepTime::BeforePiece, &step, problems, verdict);
    true
}

/// `setup` without the held pieces the verdict's effects so far have taken away (a prisoner
/// bought back is in its owner's supply again).
fn without_held(setup: &Setup, verdict: &MoveVerdict) -> Setup {
    let mut gone = verdict.held_taken();
    gone.sort_unstable();
    gone.dedup();
    let mut out = setup.clone();
    for i in gone.into_iter().rev() {
        if i < out.held.len() {
            out.held.remove(i);
        }
    }
    out
}

/// The position after the move's tile is laid: its setup (the move's piece added once
/// checked) and board, the new tile's entry, and who moves.
pub(crate) struct After {
    pub(crate) setup: Setup,
    pub(crate) board: Board,
    pub(crate) tile: usize,
    pub(crate) player: PlayerId,
}

impl After {
    /// A step of the move taken on this position (`index`: its pieces), with `param`.
    fn step<'a>(&'a self, index: &'a PieceIndex, param: ActionParam) -> StepContext<'a> {
        StepContext {
            setup: &self.setup,
            board: &self.board,
            index,
            player: self.player,
            new_tile: self.tile,
            param,
            earlier: &[],
        }
    }
}

/// Checks the move's tile: its set and supply, its square, its fit and the expansions' checks
/// (adding their rules). The fit is judged on `laid`, the board before the tile and the
/// tile's type as they lie once the steps laid with the tile are done (a bridge), when the
/// square is free. Says whether the square was taken (then nothing else is judged).
fn check_tile(
    position: &Position,
    mv: &Move,
    laid: Option<(&Board, TileDefId)>,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> bool {
    let setup = position.setup();
    let board = position.board();
    let def = Catalogue::get().tile(mv.def);
    if let Some(exp) = missing_expansion(def, &setup.rules) {
        err(
            problems,
            rule::BASE_TILE_EXPANSION,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_TILE_EXPANSION)
                .arg("tile", def.id.as_ref())
                .arg("expansion", exp.key()),
        );
    } else {
        let on_board = setup.tiles_used().filter(|&d| d == mv.def).count() as u32;
        let allowed = supply_of(def, setup);
        if on_board >= allowed {
            err(
                problems,
                rule::BASE_TILE_SUPPLY,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_TILE_SUPPLY)
                    .arg("tile", def.id.as_ref())
                    .arg("count", on_board + 1)
                    .arg("allowed", allowed),
            );
        }
    }
    let (board, laid_def) = laid.unwrap_or((board, mv.def));
    let placed = super::board::Placed::new(laid_def, mv.pos, mv.rot);
    let square_taken = board.occupied(mv.pos);
    if square_taken {
        err(
            problems,
            rule::BASE_TILE_ONE_PER_SQUARE,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_SQUARE_TAKEN).arg("square", mv.pos.to_string()),
        );
    } else {
        check_fit_placed(board, &placed, problems);
    }
    check_expansions(setup, board, &placed, problems, rules);
    square_taken
}

/// Judges the steps laid with the tile ([`StepTime::WithTile`]: a bridge) on the board with
/// the tile laid; when they set per-tile state, it is written on the tiles, the board is laid
/// again with the parts it adds (`position::laid`), and the board before the tile, so laid,
/// is returned for the fit.
fn with_tile(
    steps: &[(ActionKind, ActionParam)],
    after: &mut After,
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) -> Option<Board> {
    let rules = &after.setup.rules;
    if !steps
        .iter()
        .any(|(k, _)| k.def().time(rules) == StepTime::WithTile)
    {
        return None;
    }
    {
        let index = PieceIndex::new(&after.setup, &after.board);
        let step = |param| after.step(&index, param);
        steps::judge(steps, StepTime::WithTile, &step, problems, verdict);
    }
    let states: Vec<(usize, &'static str, u32)> = verdict.tile_states().collect();
    if states.is_empty() {
        return None;
    }
    for (t, key, value) in states {
        if let Some(tile) = after.setup.tiles.get_mut(t) {
            tile.state.set(key, value);
        }
    }
    let laid: Vec<(TileDefId, Pos, Rotation)> = after
        .setup
        .tiles
        .iter()
        .map(|t| (super::position::laid(&after.setup, t), t.pos, t.rot))
        .collect();
    after.board = Board::build(&laid);
    Some(Board::build(&laid[..after.tile]))
}

/// A verdict with nothing found yet: the position's own problems as warnings, `rules` applied.
fn blank_verdict(position: &Position, player: PlayerId, rules: Vec<&'static str>) -> MoveVerdict {
    let setup = position.setup();
    let warnings: Vec<Problem> = position
        .problems()
        .iter()
        .cloned()
        .map(|mut p| {
            p.severity = Severity::Warning;
            p
        })
        .collect();
    MoveVerdict {
        player,
        problems: Vec::new(),
        warnings,
        rules,
        effects: Vec::new(),
        players: setup.players.len(),
        again: false,
        evidence: Evidence::new(&setup.rules),
        board: None,
    }
}

/// Checks the piece placed on the new tile (`def` turned by `rot`) and, when it names a
/// feature, puts it there.
fn check_place(
    setup: &Setup,
    def: &TileDef,
    rot: Rotation,
    (kind, locator): (PieceKind, Locator),
    after: &mut After,
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) {
    verdict.rules.push(rule::BASE_MOVE_NEW_TILE_ONLY);
    let Some(feature) = locator.resolve(def, rot) else {
        err(
            problems,
            rule::BASE_PIECE_FEATURE,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_NO_SUCH_FEATURE)
                .arg("locator", locator.to_text())
                .arg("tile", def.id.as_ref()),
        );
        return;
    };
    verdict.rules.extend(placement_rules(kind, def));
    let index = PieceIndex::new(&after.setup, &after.board);
    let joined = check_piece(
        &after.board,
        &index,
        (setup, &after.setup),
        after.player,
        kind,
        after.tile,
        feature,
        problems,
    );
    verdict.evidence.facts.extend(joined);
    after.setup.tiles[after.tile].pieces.push(PieceSetup {
        owner: after.player,
        kind,
        locator,
        feature,
    });
}

/// Each feature the move completes scored and emptied (the expansions' hooks first), then
/// the expansions' hooks after the move. Pieces the move's steps took away before count no
/// more.
fn score_completed(context: &MoveContext, verdict: &mut MoveVerdict) {
    let gone: Vec<(usize, usize)> = verdict
        .effects
        .iter()
        .filter_map(|e| match *e {
            Effect::Removed {
                piece: PieceAddress::OnTile { tile, piece },
                ..
            }
            | Effect::Moved {
                piece: PieceAddress::OnTile { tile, piece },
                ..
            } => Some((tile, piece)),
            _ => None,
        })
        .collect();
    let index = context.index.without(&gone);
    let context = MoveContext {
        index: &index,
        ..*context
    };
    for group in touched_groups(context.board, context.new_tile) {
        let g = context.board.group(group);
        if g.is_complete()
            && g.kind.def().value.is_some()
            && !super::legality::pieces::keeps_pieces(
                context.setup,
                context.board,
                group,
                Some(verdict),
            )
        {
            completed(&context, group, verdict);
        }
    }
    for e in Expansion::all() {
        if let Some(hook) = e.def().after_move {
            hook(&context, verdict);
        }
    }
}

/// A feature the move completes: the expansions' hooks, then its score when a piece occupies
/// it, then its pieces back to their owners (the piece an action took off counts no more).
fn completed(context: &MoveContext, group: GroupId, verdict: &mut MoveVerdict) {
    for e in Expansion::all() {
        if let Some(hook) = e.def().on_completed {
            hook(context, group, verdict);
        }
    }
    let on_it: Vec<_> = context.index.on(group).copied().collect();
    if on_it.is_empty() {
        return;
    }
    if on_it.iter().any(|p| p.kind.occupies()) {
        if let Some(line) = score_feature(
            context.board,
            context.index,
            &context.setup.rules,
            group,
            &[rule::BASE_SCORING_IMMEDIATE],
        ) {
            verdict.evidence.facts.push(Fact::scored(&line));
            verdict.push(Effect::Scored {
                line: line.clone(),
                by_action: false,
            });
            for e in Expansion::all().filter(|&e| context.setup.rules.has(e)) {
                if let Some(hook) = e.def().award_bonus {
                    hook(context, &line, verdict);
                }
            }
        }
    }
    for p in on_it {
        verdict.push(Effect::home(&p, rule::BASE_SCORING_RETURN));
    }
}

/// Groups the new tile joins, plus the features around it that complete when surrounded
/// (monasteries).
pub(crate) fn touched_groups(board: &Board, new_tile: usize) -> Vec<GroupId> {
    let mut out: Vec<GroupId> = Vec::new();
    let pos = board.tiles[new_tile].pos;
    let mut add = |g: GroupId| {
        if !out.contains(&g) {
            out.push(g);
        }
    };
    for f in 0..board.tiles[new_tile].tile().features.len() {
        add(board.group_of(new_tile, f));
    }
    // The features of the neighbours that end against the new tile: its own when they join,
    // or ones it closes without joining them (an abbey's sides).
    for e in super::geometry::Edge::ALL {
        if let Some(t) = board.tile_at(pos.step(e)) {
            for f in board.tiles[t].on_edge(e.opposite()) {
                add(board.group_of(t, f));
            }
        }
    }
    for q in pos.ring() {
        if let Some(t) = board.tile_at(q) {
            for (f, def) in board.tiles[t].tile().features.iter().enumerate() {
                if def.kind.def().completes == tables::Completion::Surrounded {
                    add(board.group_of(t, f));
                }
            }
        }
    }
    out
}
