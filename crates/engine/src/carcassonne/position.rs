//! A validated position: the setup, its board, and every problem found, built in one place.

use arbiter_ids::{msg, rule};
use std::collections::HashMap;

use super::board::{Board, GroupId};
use super::legality;
use super::pieces::{PieceKind, PlayerId};
use super::problem::{Problem, Severity};
use super::setup::Setup;

/// A piece on the board with the feature group it stands on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceRef {
    /// Tile entry.
    pub tile: usize,
    /// Index on that tile.
    pub piece: usize,
    /// Owner.
    pub owner: PlayerId,
    /// Kind.
    pub kind: PieceKind,
    /// The joined feature it stands on.
    pub group: GroupId,
}

impl PieceRef {
    /// The index of the feature it stands on in its tile's catalogue entry.
    pub(crate) fn feature_index(&self, setup: &Setup) -> usize {
        setup.tiles[self.tile].pieces[self.piece].feature
    }
}

/// Where every piece stands.
#[derive(Debug, Clone, Default)]
pub struct PieceIndex {
    /// All pieces, in file order.
    pub pieces: Vec<PieceRef>,
    by_group: HashMap<GroupId, Vec<usize>>,
}

impl PieceIndex {
    /// Indexes the pieces of `setup` on `board`.
    pub fn new(setup: &Setup, board: &Board) -> PieceIndex {
        let mut index = PieceIndex::default();
        for (t, i, p) in setup.pieces() {
            let group = board.group_of(t, p.feature);
            index
                .by_group
                .entry(group)
                .or_default()
                .push(index.pieces.len());
            index.pieces.push(PieceRef {
                tile: t,
                piece: i,
                owner: p.owner,
                kind: p.kind,
                group,
            });
        }
        index
    }

    /// The same index without the pieces at `gone` (tile entry, index on it): each piece
    /// left keeps its address.
    pub fn without(&self, gone: &[(usize, usize)]) -> PieceIndex {
        let mut index = PieceIndex::default();
        for p in self
            .pieces
            .iter()
            .filter(|p| !gone.contains(&(p.tile, p.piece)))
        {
            index
                .by_group
                .entry(p.group)
                .or_default()
                .push(index.pieces.len());
            index.pieces.push(*p);
        }
        index
    }

    /// Pieces on a group.
    pub fn on(&self, group: GroupId) -> impl Iterator<Item = &PieceRef> {
        self.by_group
            .get(&group)
            .into_iter()
            .flatten()
            .map(|&i| &self.pieces[i])
    }

    /// Whether `owner` has a follower a builder or pig may join (follower, big follower:
    /// `PieceDef::joinable`) on `group`.
    pub(crate) fn has_follower(&self, group: GroupId, owner: PlayerId) -> bool {
        self.on(group)
            .any(|p| p.owner == owner && p.kind.def().joinable)
    }

    /// Whether any piece that occupies (follower, big follower, abbot) stands on `group`.
    pub fn occupied(&self, group: GroupId) -> bool {
        self.on(group).any(|p| p.kind.occupies())
    }

    /// Pieces of `owner` of `kind` on the board.
    pub fn count(&self, owner: PlayerId, kind: PieceKind) -> usize {
        self.pieces
            .iter()
            .filter(|p| p.owner == owner && p.kind == kind)
            .count()
    }
}

/// A position that has been checked. Scoring and move adjudication work on it even when it is
/// illegal (a photographed table may hold a mistake); [`Position::problems`] says what is wrong.
#[derive(Debug, Clone)]
pub struct Position {
    setup: Setup,
    board: Board,
    index: PieceIndex,
    problems: Vec<Problem>,
}

impl Position {
    /// Builds the board and checks everything, reporting every problem at once.
    pub fn validate(setup: Setup) -> Position {
        let board = Board::build(
            &setup
                .tiles
                .iter()
                .map(|t| (laid(&setup, t), t.pos, t.rot))
                .collect::<Vec<_>>(),
        );
        Position::validate_on(setup, board)
    }

    /// [`Position::validate`] with the board of the setup's tiles already built (a replay
    /// has it from the move's verdict): `board` must be `Board::build` of the setup's tiles,
    /// in order.
    pub(crate) fn validate_on(mut setup: Setup, board: Board) -> Position {
        debug_assert_eq!(board.tiles.len(), setup.tiles.len());
        let mut problems = mend(&mut setup);
        let index = PieceIndex::new(&setup, &board);
        problems.extend(legality::check(&setup, &board, &index));
        super::problem::dedup(&mut problems);
        Position {
            setup,
            board,
            index,
            problems,
        }
    }

    /// The setup it was built from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The pieces.
    pub fn pieces(&self) -> &PieceIndex {
        &self.index
    }

    /// Every problem found (errors and warnings).
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Whether the position could have arisen in a legal game.
    pub fn is_legal(&self) -> bool {
        self.problems.iter().all(|p| p.severity != Severity::Error)
    }

    /// [`Position::validate`] as a `Result`: the position when it could have arisen in a
    /// legal game (warnings may remain in [`Position::problems`]), else every problem.
    ///
    /// ```
    /// use arbiter_engine::carcassonne::catalogue::Catalogue;
    /// use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    /// use arbiter_engine::carcassonne::setup::TileSetup;
    /// use arbiter_engine::carcassonne::{Position, Rules, Setup};
    ///
    /// // Two start tiles on one square: not a position of any game.
    /// let start = TileSetup {
    ///     def: Catalogue::get().index_of("D").unwrap(),
    ///     pos: Pos::new(0, 0),
    ///     rot: Rotation::R0,
    ///     pieces: Vec::new(),
    ///     state: Default::default(),
    ///     features: Default::default(),
    /// };
    /// let mut setup = Setup::new(Rules::default(), Vec::new());
    /// setup.tiles = vec![start.clone(), start];
    /// let err = Position::legal(setup).unwrap_err();
    /// assert!(err.problems().iter().any(|p| p.rule.starts_with("base.")));
    /// ```
    pub fn legal(setup: Setup) -> Result<Position, IllegalPosition> {
        let position = Position::validate(setup);
        if position.is_legal() {
            Ok(position)
        } else {
            Err(IllegalPosition(Box::new(position)))
        }
    }
}

/// A position that could not have arisen in a legal game: [`Position::legal`]'s error, with
/// every problem found (the position itself can still be drawn or scored).
#[derive(Debug, Clone)]
pub struct IllegalPosition(pub Box<Position>);

impl IllegalPosition {
    /// Every problem found (errors and warnings), each naming its rule and subject.
    pub fn problems(&self) -> &[Problem] {
        self.0.problems()
    }
}

impl std::fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let errors: Vec<&str> = self
            .problems()
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .map(|p| p.rule)
            .collect();
        write!(f, "illegal position: {}", errors.join(", "))
    }
}

impl std::error::Error for IllegalPosition {}

/// Checks what a hand-built [`Setup`] can get wrong that a file cannot (the format layer never
/// makes such a setup): a score track or per-player state (goods) that is not one per player, a turn or a
/// piece owner that names no player, a piece on a feature its tile does not have. Each is
/// reported as an error, and mended so that the checks and the scoring after it may index
/// freely: lists are cut or padded to one per player, the turn goes to the first player, and
/// the pieces that name nothing are taken off (they are reported, so the position is
/// illegal anyway).
fn mend(setup: &mut Setup) -> Vec<Problem> {
    use super::problem::{Message, Subject};
    let mut out = Vec::new();
    let n = setup.players.len();
    let count = |what: &str, len: usize| {
        Problem::error(
            rule::BASE_TURN_ORDER,
            Subject::Position,
            Message::new(msg::PROBLEM_SETUP_COUNT)
                .arg("list", what)
                .arg("count", len)
                .arg("players", n),
        )
    };
    if setup.track.len() != n {
        out.push(count("track", setup.track.len()));
        setup.track.resize(n, 0);
    }
    // Every block the expansions declare, one row per player, each of the block's length.
    for def in super::setup::PlayerState::defs() {
        let Some(rows) = setup.player_state.rows_mut(def.key) else {
            continue;
        };
        let width = def.counters.len();
        if rows.len() != n || rows.iter().any(|r| r.len() != width) {
            out.push(count(def.key, rows.len()));
            rows.resize(n, vec![0; width]);
            for row in rows.iter_mut() {
                row.resize(width, 0);
            }
        }
    }
    if setup.turn.index() >= n.max(1) {
        out.push(Problem::error(
            rule::BASE_TURN_ORDER,
            Subject::Position,
            Message::new(msg::PROBLEM_SETUP_TURN)
                .arg("turn", setup.turn.index() + 1)
                .arg("players", n),
        ));
        setup.turn = PlayerId::FIRST;
    }
    let catalogue = super::catalogue::Catalogue::get();
    // Parts as the tiles lie on the board (with a bridge's road).
    let counts: Vec<usize> = setup
        .tiles
        .iter()
        .map(|t| catalogue.tile(laid(setup, t)).features.len())
        .collect();
    for (t, tile) in setup.tiles.iter_mut().enumerate() {
        let features = counts[t];
        let mut i = 0;
        tile.pieces.retain(|p| {
            let subject = Subject::Piece { tile: t, piece: i };
            i += 1;
            if p.owner.index() >= n {
                out.push(Problem::error(
                    rule::BASE_TURN_ORDER,
                    subject,
                    Message::new(msg::PROBLEM_SETUP_OWNER)
                        .arg("owner", p.owner.index() + 1)
                        .arg("players", n),
                ));
                false
            } else if p.feature >= features {
                out.push(Problem::error(
                    rule::BASE_PIECE_FEATURE,
                    subject,
                    Message::new(msg::PROBLEM_SETUP_FEATURE)
                        .arg("feature", p.feature + 1)
                        .arg("features", features),
                ));
                false
            } else {
                true
            }
        });
    }
    out
}

/// The tile type `tile` lies on the board as: its catalogue entry with the feature parts its
/// per-tile state adds under the expansions in play (a bridge's road,
/// [`ExpansionDef::added_part`](super::tables::ExpansionDef::added_part)).
pub fn laid(setup: &Setup, tile: &super::setup::TileSetup) -> super::catalogue::TileDefId {
    let cat = super::catalogue::Catalogue::get();
    let mut def = tile.def;
    if tile.state.is_empty() {
        return def;
    }
    for e in super::variants::Expansion::all().filter(|&e| setup.rules.has(e)) {
        if let Some(part) = e
            .def()
            .added_part
            .and_then(|hook| hook(tile, cat.tile(def)))
        {
            def = cat.with_part(def, &part);
        }
    }
    def
}
