//! The tables through which the core sees every expansion: what a kind of feature, an
//! expansion, a piece, a move action, a rule option and per-player, per-tile or per-feature
//! state is ([`FeatureKindDef`], [`ExpansionDef`], [`PieceDef`], [`ActionDef`], [`OptionDef`],
//! [`PlayerStateDef`], [`TileStateDef`], [`FeatureStateDef`]) and the hooks an expansion may fill. The core
//! (legality, scoring, citations, the board) asks these definitions instead of naming an
//! expansion; the expansions' folders (`expansions/`) fill them in, and `ruleset.rs`, the one
//! place that names every expansion, assembles them.

use super::board::{Board, Group, GroupId, Placed};
use super::catalogue::{EdgeKind, FeatureKind};
use super::citation::Condition;
use super::pieces::{PieceKind, PieceType, PlayerId};
use super::position::{PieceIndex, Position};
use super::problem::Problem;
use super::scoring::ScoreLine;
use super::setup::Setup;
use super::turn::{ActionParam, MoveVerdict};
use super::variants::{Expansion, Rules};

/// A kind of feature (city, road, monastery, the Abbot's garden ...), as the core sees it: how
/// the tile data, locators and `seen` marks name it, where on a tile it lies, when it is
/// complete, how it scores and how the pictures draw it.
#[derive(Debug)]
pub struct FeatureKindDef {
    /// Its word in the tile data (`data/carcassonne/tiles.txt`), in locators (`city:N`), in
    /// score lines and in message ids (`feature-city`, `locator-city`).
    pub key: &'static str,
    /// The Dutch FAQ's words for it, accepted in locators (and in `seen` strings when it is a
    /// mark there); the first is the one written.
    pub dutch: &'static [&'static str],
    /// JCloisterZone's names for it in saved games' feature pointers.
    pub jcz: &'static [&'static str],
    /// Where on a tile it lies, and so how a locator names it.
    pub lies: Lies,
    /// The edge kind it shows along the edges it touches (cities, roads, the river).
    pub edge: Option<EdgeKind>,
    /// When it is complete.
    pub completes: Completion,
    /// How it scores as a feature of its own, complete during play or incomplete at the end;
    /// `None` when it does not (the river; fields, scored by their farmers at the end).
    pub value: Option<FeatureValue>,
    /// Whether `seen` strings name it as a mark (a monastery: its presence is what one sees;
    /// cities, roads and the river show in the edge letters).
    pub seen_mark: bool,
    /// How the pictures draw it.
    pub drawing: Drawing,
}

/// Where on a tile a kind of feature lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lies {
    /// Along whole edges: its locator names one (`city:N`).
    Edges,
    /// Along half-edges: its locator names one (`field:NNE`), or `inner` for a part touching
    /// none (`field:inner`).
    HalfEdges,
    /// Inside the tile: its locator is its word alone (`monastery`).
    Inside,
}

/// When a feature is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Completion {
    /// When none of its edges is open (cities, roads, the river).
    ClosedEdges,
    /// When all eight squares around its tile hold tiles (monasteries, gardens).
    Surrounded,
    /// Never (fields).
    Never,
}

/// A feature's points and the rules applied: its group, whether it is complete and the rule
/// options (the pieces on it add their own rules: [`PieceDef::scoring_rule`]).
pub type FeatureValue = fn(&Group, bool, &Rules) -> (i64, Vec<&'static str>);

/// What can lie along a tile's edge (a city, a road, a field, the river), as the core sees
/// it: how the tile data and `seen` strings write it, what it meets and the rule a mismatch
/// breaks.
#[derive(Debug)]
pub struct EdgeKindDef {
    /// Its key, the word messages name it by (`city`, `river`).
    pub key: &'static str,
    /// Its letter in the tile data (`tiles.txt`).
    pub letter: char,
    /// Its letter in `seen` strings (upper case; read in either case).
    pub seen: char,
    /// The keys of the other kinds it may lie against (every kind meets its own); `*`: every
    /// kind (an abbey's side, which joins nothing and closes the features it faces).
    pub meets: &'static [&'static str],
    /// The rule broken when it lies against a kind it does not meet (when two kinds say
    /// different rules, the one registered later is cited).
    pub mismatch_rule: &'static str,
    /// Whether the tiles showing it are laid as one course (the river): the readings judge
    /// keeps the open choices of such tiles together.
    pub course: bool,
    /// The rule a piece placed with a tile showing it also cites (the river's: a follower
    /// may stand on a river tile's other features).
    pub piece_rule: Option<&'static str>,
}

/// A mark printed on features that an expansion gives meaning to (an inn, a cathedral, a
/// trade good): how the tile data writes it, how `seen` strings and the pictures show it, and
/// what the core makes of it (a count on each board group, summed over its parts).
#[derive(Debug)]
pub struct FeatureMarkDef {
    /// Its key, the English word of `seen` strings (`inn`, `cathedral`, `wine`).
    pub key: &'static str,
    /// How the tile data (`tiles.txt`) writes it among a feature's modifiers (`inn`,
    /// `goods:wine`).
    pub written: &'static str,
    /// The Dutch words `seen` strings accept for it (the Dutch FAQ's terms first).
    pub dutch: &'static [&'static str],
    /// The message naming it (`seen-mark-inn`): `seen` strings in the reader's language and
    /// picture legends.
    pub word: &'static str,
    /// The message of the note `arbiter tiles` writes on a feature that carries it, if it
    /// writes one.
    pub note: Option<&'static str>,
    /// Whether a score line lists it when the feature scored has one (an inn, a cathedral:
    /// [`ScoreLine::marks`]).
    pub on_score_line: bool,
    /// How the pictures draw it.
    pub drawing: MarkDrawing,
}

/// How the pictures draw a printed mark.
#[derive(Debug)]
pub struct MarkDrawing {
    /// The features it is drawn on, by how they are drawn (a cathedral on a walled city);
    /// its legend square shows their ground.
    pub on: Drawing,
    /// Its SVG, placed at a point in tile coordinates (100 x 100).
    pub svg: fn(f64, f64) -> String,
    /// Where it stands from the feature's anchor.
    pub at: (f64, f64),
    /// Where it stands from the middle of its legend square.
    pub legend_at: (f64, f64),
    /// Its letter in text pictures.
    pub letter: char,
    /// Whether it is drawn where its feature ends in the middle of the tile, under the roads,
    /// with `svg` at the middle, instead of beside its feature's anchor (the river's spring
    /// and lake, its pools); its legend then shows a tile with it alone.
    pub centred: bool,
}

/// A feature's points and rules when an expansion's marks change them (an inn's road, a
/// cathedral's city): `None` when they do not, and the kind's own value applies.
pub type Revalue = fn(&Group, bool) -> Option<(i64, Vec<&'static str>)>;

/// Points an expansion adds to feature `GroupId`'s value as it stands on the board, and the
/// rule, if it adds any.
pub type AddValue = fn(&Board, GroupId) -> Option<(i64, &'static str)>;

/// The rules an expansion's end-game scoring applies to a position without a score line of
/// its own (towers and their prisoners, which never score), when they apply.
pub type FinalRules = fn(&Position) -> Vec<&'static str>;

/// How the pictures (SVG, terminal, the tile drawing of `arbiter tiles`) draw a kind of
/// feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawing {
    /// Nothing of its own: the grass under everything (fields).
    Ground,
    /// A walled area along its edges, with its pennants, cathedral and goods (cities).
    Walled,
    /// A road from each edge to the middle, with its inn (roads).
    Road,
    /// Water from each edge to the middle, a pool where it starts or ends (the river).
    Water,
    /// A picture in the middle of the tile, where its pieces stand.
    Centre {
        /// Its SVG, in tile coordinates (100 x 100).
        svg: &'static str,
        /// Whether it is drawn under roads and cities (a garden) or over them (a monastery).
        under_roads: bool,
        /// Its letter in text pictures.
        letter: char,
    },
}

/// What an expansion is to the core.
#[derive(Debug)]
pub struct ExpansionDef {
    /// The key used in position files, the tile catalogue and the rulings database.
    pub key: &'static str,
    /// The other names players write for it, in English and Dutch (box titles, short
    /// forms): read as the key, compared without case, spaces, punctuation and the small
    /// words of [`name_words`](super::variants::name_words).
    pub names: &'static [&'static str],
    /// Other editions of the box that arbiter does not judge (a current edition when it
    /// judges the classic one): a file naming one is refused with its message.
    pub other_editions: &'static [OtherEdition],
    /// Whether arbiter judges an older edition of the box than the one in the shops (the
    /// classic boxes, as JCloisterZone plays them): `check` and `score` say so.
    pub classic: bool,
    /// The tile set variant its presence selects (the catalogue's counts per variant; 1 is
    /// the classic set): the highest of the switched-on expansions' applies.
    pub tile_set: u8,
    /// JCloisterZone's names for its tile sets (`river/1`) in saved games.
    pub jcz_sets: &'static [&'static str],
    /// JCloisterZone's names for the game elements that switch it on in saved games.
    pub jcz_elements: &'static [&'static str],
    /// The elements of [`jcz_elements`](Self::jcz_elements) a save that plays its tiles (one
    /// of its [`jcz_sets`](Self::jcz_sets)) must switch on for arbiter to judge the game: left
    /// out, JCloisterZone plays those tiles otherwise (an inn that doubles nothing, a volcano
    /// that brings no dragon), and the import refuses the save. Each is needed always
    /// (`None`), or only while a rule option has a value (`Some((key, value))`: a princess who
    /// must act needs the princess). The other elements only give the players something they
    /// may leave unused (a piece, an action), so a game played without one is judged alike.
    pub jcz_required: &'static [(&'static str, Option<(&'static str, &'static str)>)],
    /// The option values (`(key, value)`) a JCloisterZone save with it switched on plays by.
    pub jcz_options: &'static [(&'static str, &'static str)],
    /// How JCloisterZone writes its steps in a saved game's replay: each message type (with
    /// the payload value that tells it apart, if any) and where the step's parameter is.
    pub jcz_steps: &'static [JczStepDef],
    /// Features that only its tiles may show, on whatever tile they are printed: a tile
    /// showing one needs the expansion switched on.
    pub features: &'static [FeatureKind],
    /// Features reserved to the pieces that name them in [`PieceDef::stands_on`], with the
    /// rule that reserves each (a feature no piece names takes no piece at all).
    pub reserved_features: &'static [(FeatureKind, &'static str)],
    /// Rules a position check applies to every position when the expansion is on.
    pub position_rules: &'static [&'static str],
    /// Its checks on a standing position, run for every position whether the expansion is on
    /// or not (its tiles may be there without it): problems are added to the list.
    pub check_position: Option<PositionCheck>,
    /// Its checks on a tile about to be laid, run for every move: problems and the rules
    /// applied are added to the lists.
    pub check_move: Option<MoveCheck>,
    /// Its order of draws, asked when the expansion is on and a tile is said to have been drawn
    /// (and discarded): why the box could not hand `tile` out now (the River's: river tiles
    /// first, the lake last of them), if it could not.
    pub check_draw: Option<DrawCheck>,
    /// Its end-game scoring, after features and fields, run for every position whether the
    /// expansion is on or not (it decides).
    pub end_game: Option<EndGameScoring>,
    /// A feature's value when its marks change it (the inn's road, the cathedral's city),
    /// asked for every feature that scores, whether the expansion is on or not (its tiles may
    /// be there without it): the first expansion that answers decides instead of the kind's
    /// own value.
    pub revalue: Option<Revalue>,
    /// Points it adds to a feature's value, with the rule (the vineyards beside a completed
    /// monastery), asked for every feature that scores when it is on.
    pub add_value: Option<AddValue>,
    /// The rules the end-game scoring applies that no score line cites (a tower and a
    /// follower on it score nothing), asked for every end-game scoring when it is on.
    pub final_rules: Option<FinalRules>,
    /// What happens when a legal move completes a feature that scores (a road, city,
    /// monastery ...), before it scores (trade goods taken), run for every expansion.
    pub on_completed: Option<CompletedHook>,
    /// What a legal move earns after its features are scored (its player playing again), run
    /// for every expansion.
    pub after_move: Option<AfterMoveHook>,
    /// What a legal move leaves to tidy once all of it is done, the steps after the scoring
    /// too (the sheep of a shepherd the dragon ate after the scoring back in the bag), run for
    /// every expansion.
    pub move_end: Option<AfterMoveHook>,
    /// The conditions the rulings files may name for its rulings (`abbot-recalled`): when a
    /// ruling backs a rule, by what the verdict involved.
    pub conditions: &'static [(&'static str, Condition)],
    /// The rule options it brings (`river-flow`): keys of the `rules:` block and of
    /// `--rules KEY=VALUE`, kept in [`Rules`] by key.
    pub options: &'static [OptionDef],
    /// The per-player state it keeps (trade goods held): blocks of counters, kept in
    /// [`Setup::player_state`] and read from position files by key.
    pub player_state: &'static [PlayerStateDef],
    /// The per-tile state it keeps (a tower's height): whole numbers a tile entry of a
    /// position file may carry by key, kept in [`TileSetup::state`](super::setup::TileSetup).
    pub tile_state: &'static [TileStateDef],
    /// How the pictures mark its per-tile state on a tile (a tower's height): asked for each
    /// value a tile carries under one of its [`tile_state`](Self::tile_state) keys.
    pub draw_tile_state: Option<TileStateDrawing>,
    /// The per-feature state it keeps (a city besieged): whole numbers a tile entry of a
    /// position file may carry for each feature part of the tile, by the part's locator and
    /// the key, kept in [`TileSetup::features`](super::setup::TileSetup).
    pub feature_state: &'static [FeatureStateDef],
    /// May a piece go here: asked for every piece a move places, whether the expansion is on
    /// or not (its tiles may be there without it); a refusal is a problem of the move.
    pub may_place: Option<PlacementHook>,
    /// What happens at the start of the mover's turn, before the tile is laid (points a
    /// figure gives its follower's owner): effects pushed onto the verdict, when on.
    pub turn_start: Option<TurnStartHook>,
    /// What a feature scored during the move adds beyond its awards (a figure's bonus to the
    /// follower beside it): effects pushed onto the verdict, when on.
    pub award_bonus: Option<AwardBonusHook>,
    /// The strength a piece adds to a majority when it is not its kind's own (a piece whose
    /// strength is the feature's pennants): asked for every piece, whether the expansion is
    /// on or not, so it answers for its own kinds of piece only; the first answer decides.
    pub strength: Option<StrengthHook>,
    /// Who wins a tie for the most strength on a feature (the hills: a follower on a hill
    /// tile), asked when it is on and more than one player is tied: the owners it leaves and
    /// the rule that decided, or `None` when it has nothing to say.
    pub tie_break: Option<TieBreakHook>,
    /// How many pieces a tile of the position may hold beyond the base game's one, when the
    /// expansion brings more (a tower top holds a follower besides the tile's own, a wagon
    /// moves onto a tile that holds a piece): asked when it is on; the answers add up.
    pub tile_capacity: Option<TileCapacityHook>,
    /// The rule under which players hold other players' pieces (prisoners), when the
    /// expansion brings that: a held piece with no such expansion on is a problem, and held
    /// pieces count against their owner's supply.
    pub holds_pieces: Option<&'static str>,
    /// How far its effects reach, for the readings judge: only within one feature (the
    /// clusters' argument holds), or further (every reading must be tried one by one).
    pub locality: Locality,
    /// What the move still owes once its steps at a time are judged (a figure's flight that
    /// stops while it could go on; an action a rule option makes the only one allowed): a
    /// problem, when on and the move is legal so far. Asked after the steps before the
    /// scoring ([`StepTime::BeforeScoring`]) and again after those after it
    /// ([`StepTime::AfterScoring`]), with the time. The context's parameter is
    /// [`ActionParam::None`].
    pub steps_owed: Option<StepsOwedHook>,
    /// What happens before a step of the move is judged, when on and the move is legal so
    /// far: effects of a part of the turn that JCloisterZone plays before that step (the
    /// closed fields' flocks driven to the stable before the dragon flies), or a problem when
    /// the step comes too early (the dragon flying while a shepherd's choice is owed). Asked
    /// of every step, with its kind.
    pub before_step: Option<BeforeStepHook>,
    /// Whether a tile laid while tiles are left to draw hides one more, never played (a
    /// hill): the box empties that much sooner. Asked of every tile a game lays, when on.
    pub hides_tile: Option<fn(&super::catalogue::TileDef) -> bool>,
    /// The key under which the rulings database files the current edition's counterpart of
    /// this (classic) expansion (`dragon-and-fairy`): a ruling of that edition that backs one
    /// of this expansion's rules (`enforced_by`, where the two editions agree) is cited while
    /// this expansion is in play and its conditions hold.
    pub counterpart: Option<&'static str>,
    /// What its end-game scoring leaves to chance when the position does not say (the
    /// animal token drawn for the last circus): each possible outcome with its score lines,
    /// run for every position whether the expansion is on or not (it decides). `score` gives
    /// a certain total only when every outcome gives the same totals.
    pub end_game_open: Option<OpenEndHook>,
    /// What its end-of-game draw is (the animal token of the last circus): the step a game
    /// record's `final_draws:` writes it with, and how the outcome drawn is written into the
    /// final position, which its end-game scoring then reads.
    pub final_draw: Option<FinalDrawDef>,
    /// A feature part a tile's per-tile state adds to it as it lies on the board (a bridge's
    /// road), in the unrotated tile's terms, given the tile entry and its catalogue entry so
    /// far; `None` when it adds none (and when the state cannot lie there: its check says
    /// why). Asked for every tile, when on.
    pub added_part: Option<AddedPartHook>,
    /// Whether a completed feature keeps its pieces (a castle and its occupant): no problem
    /// for a piece standing there, a move that completes it does not score it, and the core's
    /// end-game scoring leaves it to the expansion. Asked for every completed feature with
    /// pieces, when on; in a move, with the verdict so far (a castle built this move).
    pub keeps_pieces: Option<KeepsPiecesHook>,
    /// What a completed city adds for the fields it touches beyond what any completed city
    /// brings (a castle's 1), with the rule, for farmers, barns and barn-connected farmers
    /// alike. Asked for every completed city a scored field touches, when on.
    pub city_extra: Option<CityExtraHook>,
}

/// See [`ExpansionDef::added_part`].
pub type AddedPartHook = fn(
    &super::setup::TileSetup,
    &super::catalogue::TileDef,
) -> Option<super::catalogue::FeatureDef>;

/// See [`ExpansionDef::keeps_pieces`].
pub type KeepsPiecesHook = fn(&Setup, &Board, GroupId, Option<&MoveVerdict>) -> bool;

/// See [`ExpansionDef::city_extra`].
pub type CityExtraHook = fn(&Setup, &Board, GroupId) -> Option<(i64, &'static str)>;

/// An expansion's end-game scoring that depends on something the position does not say.
pub type OpenEndHook = fn(&Position) -> Option<OpenEnd>;

/// An end-of-game draw a game record writes under `final_draws:` as `STEP=VALUE`
/// (`animal-token=5`): what [`ExpansionDef::end_game_open`] leaves to chance, settled.
#[derive(Debug, Clone, Copy)]
pub struct FinalDrawDef {
    /// The step naming it: an [`ActionDef`]'s key, whose parameter is the value drawn.
    pub step: &'static str,
    /// The final position with the value drawn written into it (the token on the big top's
    /// tile), or why it cannot have been drawn there (the problem cites the expansion's rule).
    pub apply: fn(&Setup, &str) -> Result<Setup, Problem>,
}

/// An end-game scoring left to chance: what is open, where, and what each outcome scores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenEnd {
    /// The position's entry that would settle it (the big top, whose tile takes the token).
    pub subject: super::problem::Subject,
    /// The message when the outcomes differ (arguments added by the reader: `ranges`, each
    /// player's range of totals, and `each`, what each outcome gives).
    pub differ: super::problem::Message,
    /// The message when the outcomes differ at the end of a replayed game record (the same
    /// arguments as `differ`): where a record writes what settles it.
    pub in_record: super::problem::Message,
    /// The message when every outcome gives the same totals.
    pub same: super::problem::Message,
    /// The message id naming one outcome and its totals (arguments `value`, `totals`).
    pub each: &'static str,
    /// Each outcome, by its name (a token's value), with its score lines.
    pub outcomes: Vec<(String, Vec<ScoreLine>)>,
}

/// An edition of an expansion's box that arbiter does not judge: the names it goes by, and
/// the message that says so and what that edition is known to change.
#[derive(Debug)]
pub struct OtherEdition {
    /// Its titles, as [`ExpansionDef::names`].
    pub names: &'static [&'static str],
    /// The message refusing it (arguments: `name`, the name written).
    pub refusal: &'static str,
}
/// What a move still owes after its steps at a time: see [`ExpansionDef::steps_owed`].
pub type StepsOwedHook = fn(&StepContext, &MoveVerdict, StepTime) -> Option<Problem>;

/// What happens before a step is judged: see [`ExpansionDef::before_step`].
pub type BeforeStepHook =
    fn(&StepContext, super::turn::ActionKind, &mut MoveVerdict, &mut Vec<Problem>);

/// How JCloisterZone writes one step of an expansion in a saved game's replay.
#[derive(Debug)]
pub struct JczStepDef {
    /// The message's type (`MOVE_NEUTRAL_FIGURE`, `PLACE_TOKEN`, `CAPTURE_FOLLOWER`).
    pub message: &'static str,
    /// A payload field (a path through objects: `pointer/feature`) and the value it must hold
    /// for the message to be this step (`("token", "TOWER_PIECE")`; a field holding a list,
    /// as JCloisterZone writes a token `[class, name]`, matches by its last element); `None`
    /// when the type alone tells.
    pub when: Option<(&'static str, &'static str)>,
    /// The step it is: an [`ActionDef`]'s key.
    pub step: &'static str,
    /// Where the step's parameter is in the payload.
    pub param: JczParam,
}

/// Where a step's parameter is in a JCloisterZone message's payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JczParam {
    /// The step takes none.
    None,
    /// A square: the payload field holding `[x, y]`, or a pointer whose `position` holds it.
    Square(&'static str),
    /// A piece: the payload field holding a meeple pointer (`position` and `meepleId`, whose
    /// first part is the owner's player index).
    Piece(&'static str),
    /// A player: the payload field holding a player index.
    Player(&'static str),
    /// A kind of the mover's pieces: the payload field holding a meeple id (`0.big.1`).
    Kind(&'static str),
    /// A kind of the mover's pieces and a square: the payload field holding a pointer whose
    /// `position` is the square; the kind is the payload's `meepleId`.
    KindAt(&'static str),
    /// A kind of the mover's pieces that another player holds: the payload field holding
    /// the meeple id; the holder is the player whose turn last took that meeple with a
    /// [`JczParam::Piece`] step (a capture).
    KindHeldBy(&'static str),
}

/// How far an expansion's effects reach on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locality {
    /// Within the feature its pieces stand on (and the cities a field touches).
    Feature,
    /// Within this many squares of where it acts (a tower's reach, a figure's walk).
    Radius(u8),
    /// Anywhere on the board (the largest city).
    Board,
}

/// What an expansion says of a piece a move places: nothing, or a refusal.
pub type PlacementHook = fn(&PlacementContext) -> Option<(&'static str, super::problem::Message)>;

/// A piece a move places, as [`ExpansionDef::may_place`] sees it.
#[derive(Debug, Clone, Copy)]
pub struct PlacementContext<'a> {
    /// The position's setup before the move.
    pub setup: &'a Setup,
    /// The setup with the move's tile laid, with the state the steps laid with it set (a
    /// bridge).
    pub laid: &'a Setup,
    /// The board with the move's tile laid.
    pub board: &'a Board,
    /// The pieces before the piece is placed.
    pub index: &'a PieceIndex,
    /// Who places it.
    pub player: PlayerId,
    /// Its kind.
    pub kind: PieceKind,
    /// The tile entry it goes on.
    pub tile: usize,
    /// The feature of that tile's catalogue entry.
    pub feature: usize,
    /// What the move has done before this piece is placed (nothing for the tile's own piece;
    /// for a piece moved on after the scoring, the steps before it: a figure that has flown
    /// stands where they put it).
    pub so_far: &'a [super::effect::Effect],
}

/// Effects at the start of a turn: the setup before the move and who moves.
pub type TurnStartHook = fn(&Setup, PlayerId, &mut MoveVerdict);

/// Effects a scored feature adds beyond its awards.
pub type AwardBonusHook = fn(&MoveContext, &ScoreLine, &mut MoveVerdict);

/// The owners left of `tied` (players tied for the most strength on `groups`: one feature,
/// or the fields a city's farmers stand in) when an expansion breaks the tie, and its rule.
pub type TieBreakHook = fn(
    &Board,
    &PieceIndex,
    &Rules,
    &[GroupId],
    &[PlayerId],
) -> Option<(Vec<PlayerId>, &'static str)>;

/// How many pieces tile entry `usize` of the setup may hold beyond the base game's one, when
/// an expansion says, and the rule that lets them stand there.
pub type TileCapacityHook = fn(&Setup, usize) -> Option<(usize, &'static str)>;

/// The strength of a piece on a feature, when an expansion sets it.
pub type StrengthHook = fn(&Board, &super::position::PieceRef) -> Option<u32>;

/// How an expansion marks a value of its per-tile state on the tile, in the pictures.
pub type TileStateDrawing = fn(&TileStateDef, u32) -> StateMark;

/// A value of per-tile state as the pictures mark it on its tile.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StateMark {
    /// SVG drawn over the tile's features and under the pieces, in the tile's coordinates
    /// (100 x 100, upright whatever the tile's rotation); empty draws nothing.
    pub svg: String,
    /// The character shown on a free corner cell of the tile in text pictures, if any.
    pub letter: Option<char>,
}

impl ExpansionDef {
    /// An expansion with every hook off and nothing declared: each expansion's literal names
    /// what it has and takes the rest from here (`ExpansionDef { key: "river", ..,
    /// ..ExpansionDef::EMPTY }`), so a new hook is one field here and one line in the
    /// expansions that fill it.
    pub const EMPTY: ExpansionDef = ExpansionDef {
        key: "",
        names: &[],
        other_editions: &[],
        classic: false,
        tile_set: 1,
        jcz_sets: &[],
        jcz_elements: &[],
        jcz_required: &[],
        jcz_options: &[],
        jcz_steps: &[],
        features: &[],
        reserved_features: &[],
        position_rules: &[],
        check_position: None,
        check_move: None,
        check_draw: None,
        end_game: None,
        revalue: None,
        add_value: None,
        final_rules: None,
        on_completed: None,
        after_move: None,
        move_end: None,
        conditions: &[],
        options: &[],
        player_state: &[],
        tile_state: &[],
        draw_tile_state: None,
        feature_state: &[],
        may_place: None,
        turn_start: None,
        award_bonus: None,
        strength: None,
        tie_break: None,
        tile_capacity: None,
        holds_pieces: None,
        locality: Locality::Feature,
        steps_owed: None,
        before_step: None,
        hides_tile: None,
        counterpart: None,
        end_game_open: None,
        final_draw: None,
        added_part: None,
        keeps_pieces: None,
        city_extra: None,
    };
}

/// Per-tile state an expansion keeps: a whole number a tile entry may carry under its key
/// (`- {tile: X, at: [0, 0], height: 3}`), beside the entry's fixed keys (`tile`, `seen`, `at`,
/// `rot`, `pieces`, which no declaration may take); a tile without it has none. Checked for
/// every position: within its bounds, and only when its expansion is switched on, both under
/// its rule.
#[derive(Debug)]
pub struct TileStateDef {
    /// Its key in tile entries (`height`).
    pub key: &'static str,
    /// The least value it may have.
    pub min: u32,
    /// The greatest value it may have.
    pub max: u32,
    /// The rule that bounds it and reserves it to its expansion, cited when it is broken.
    pub rule: &'static str,
    /// What it holds, for the schema of position files (English).
    pub doc: &'static str,
}

/// Per-feature state an expansion keeps: a whole number a feature part of a tile may carry
/// under its key, written in the tile entry's `features:` block by the part's locator as seen
/// on the table (`features: {"city:N": {besieged: 1}}`); a part without it has none. The value
/// belongs to the part on that tile; a feature joined over several tiles has the value any of
/// its parts carries, and two parts of one feature carrying different values under one key are
/// a problem. Checked for every position under its rule: within its bounds, only when its
/// expansion is switched on, and one value per joined feature.
#[derive(Debug)]
pub struct FeatureStateDef {
    /// Its key in a part's block (`besieged`).
    pub key: &'static str,
    /// The least value it may have.
    pub min: u32,
    /// The greatest value it may have.
    pub max: u32,
    /// The rule that bounds it and reserves it to its expansion, cited when it is broken.
    pub rule: &'static str,
    /// What it holds, for the schema of position files (English).
    pub doc: &'static str,
}

/// Per-player state an expansion keeps: a block of whole-number counters (0 or more) for
/// each player, written in position files under its key, by player
/// (`goods: {red: {wine: 1}}`; counters left out are 0).
#[derive(Debug)]
pub struct PlayerStateDef {
    /// Its key in position files (`goods`).
    pub key: &'static str,
    /// Its counters, in the order kept, each with what it counts for the schema (English).
    pub counters: &'static [(&'static str, &'static str)],
    /// The rule a move that adds to it applies (`tb.goods.take`), cited when it does.
    pub gain_rule: &'static str,
    /// What it holds, for the schema of position files (English).
    pub doc: &'static str,
    /// What one player's counters are, for the schema (English).
    pub each: &'static str,
    /// The message describing one of its end-game score lines (arguments `counter`, the
    /// message id naming the counter, and `count`, the line's count of tiles); `None`: the
    /// most of a counter ([`SCORE_MOST`](arbiter_ids::msg::SCORE_MOST), trade goods).
    pub scored: Option<&'static str>,
}

/// A rule option an expansion declares.
#[derive(Debug)]
pub struct OptionDef {
    /// Its key in `rules:` blocks and on the command line (`river-flow`).
    pub key: &'static str,
    /// The values it takes, the default first; values that are whole numbers are written as
    /// numbers.
    pub values: &'static [&'static str],
    /// The rule whose reading it changes.
    pub rule: &'static str,
    /// Whether a position that says the default differs from one that says nothing (how many
    /// pigs JCloisterZone deals): then a value set is kept and written as set. Otherwise the
    /// default is not kept, and writers spell the option out whenever its expansion is in play.
    pub keeps_default: bool,
    /// What it sets, for the schema of position files (English, like the schema).
    pub doc: &'static str,
}

impl OptionDef {
    /// Whether its values are all whole numbers (0 to 255): then files write it as a number
    /// and the schema says so.
    pub fn numeric(&self) -> bool {
        self.values.iter().all(|v| v.parse::<u8>().is_ok())
    }
}

/// A legal move, as its consequences see it.
#[derive(Debug, Clone, Copy)]
pub struct MoveContext<'a> {
    /// The position's setup before the move.
    pub setup: &'a Setup,
    /// The board with the move's tile laid.
    pub board: &'a Board,
    /// The pieces after the move (its piece included).
    pub index: &'a PieceIndex,
    /// Who moved.
    pub player: PlayerId,
    /// The new tile's entry on the board.
    pub new_tile: usize,
    /// Whether the move is itself a turn its player plays again
    /// ([`Move::is_again`](super::turn::Move::is_again)).
    pub again: bool,
}

impl MoveContext<'_> {
    /// Feature `group`'s per-feature state `key` as the move has left it so far: the last
    /// value the move set on one of its parts, or the position's ([`Setup::feature_state`]).
    pub fn feature_state(&self, so_far: &MoveVerdict, group: GroupId, key: &str) -> Option<u32> {
        so_far
            .feature_state_of(self.board, group, key)
            .or_else(|| self.setup.feature_state(self.board, group, key))
    }
}

/// An expansion's consequence of a feature a move completes.
pub type CompletedHook = fn(&MoveContext, GroupId, &mut MoveVerdict);

/// An expansion's consequence of a legal move, after its features are scored.
pub type AfterMoveHook = fn(&MoveContext, &mut MoveVerdict);

/// An expansion's end-game score lines for a position.
pub type EndGameScoring = fn(&Position) -> Vec<ScoreLine>;

/// An expansion's checks on a standing position.
pub type PositionCheck = fn(&Setup, &Board, &PieceIndex, &mut Vec<Problem>);

/// An expansion's order of draws: see [`ExpansionDef::check_draw`].
pub type DrawCheck = fn(&Position, &super::catalogue::TileDef) -> Option<Problem>;

/// An expansion's checks on a tile about to be laid on `board`.
pub type MoveCheck = fn(&Setup, &Board, &Placed, &mut Vec<Problem>, &mut Vec<&'static str>);

/// A kind of piece, as the core sees it.
#[derive(Debug)]
pub struct PieceDef {
    /// The key used in position files.
    pub key: &'static str,
    /// The Dutch FAQ's words for it, accepted as input as well.
    pub dutch: &'static [&'static str],
    /// JCloisterZone's name for it in saved games (`abbot` in `meeple.abbot.1`).
    pub jcz: &'static str,
    /// The game element of JCloisterZone saves whose number deals it to each player, when it
    /// is not [`jcz`](Self::jcz) (`small-follower`); empty: `jcz`.
    pub jcz_element: &'static str,
    /// The FAQ's piece type (a special figure never occupies a feature).
    pub piece_type: PieceType,
    /// Weight when deciding who owns a feature.
    pub strength: u32,
    /// How many a player owns.
    pub supply: usize,
    /// The rule option that sets how many a player owns instead, if any (`pigs`): its value
    /// is the number.
    pub supply_option: Option<&'static str>,
    /// The rule that limits the supply.
    pub supply_rule: &'static str,
    /// The expansion that brings it.
    pub expansion: Expansion,
    /// The kinds of feature it may stand on; empty: any that is not reserved.
    pub stands_on: &'static [FeatureKind],
    /// The rule broken when it stands on a feature it may not.
    pub wrong_feature_rule: &'static str,
    /// The rules that allow it on a newly laid tile.
    pub move_rules: &'static [&'static str],
    /// The rule a majority decision cites when one stands on the feature.
    pub majority_rule: Option<&'static str>,
    /// The rules a position check cites when the position holds one.
    pub position_rules: &'static [&'static str],
    /// The rules the end-game scoring cites when the position holds one, besides its score
    /// lines (a shepherd's flock scores nothing at the end: `hs.flock.end`).
    pub final_rules: &'static [&'static str],
    /// Whether a piece that joins its owner's meeple (builder, pig) may join this one.
    pub joinable: bool,
    /// For a piece that joins its owner's meeple on a feature: what it needs.
    pub joins: Option<Joins>,
    /// The rule broken when it still stands on a completed feature (fields never complete).
    pub completed_rule: &'static str,
    /// The rule a feature of the given kind cites after its own rules when it scores with one
    /// of these on it (the abbot on a monastery: `abbot.score`).
    pub scoring_rule: Option<(FeatureKind, &'static str)>,
    /// What one of these adds to its owner's points for a field it stands on (the pig).
    pub field_bonus: Option<FieldBonus>,
    /// Its letter in terminal pictures.
    pub letter: Letter,
    /// Its figure in SVG pictures.
    pub figure: Figure,
    /// Where it stands on the board: on a feature (followers), or elsewhere (a figure on a
    /// square, beside a piece, at a corner).
    pub stands: Stand,
    /// Whether it is nobody's: a neutral figure, one in the box, that the players move.
    pub neutral: bool,
    /// Whether it may stand on top of a tower (the follower, the big follower, the
    /// ringmaster; not the abbot, mayor or wagon, nor a special figure).
    pub tops_towers: bool,
    /// Whether it shares a field with a barn (the shepherd): it may go into a barn's field,
    /// and stays when a barn comes into its field or its field joins a barn's, while every
    /// other piece there goes home.
    pub beside_barns: bool,
}

/// Where a kind of piece stands on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stand {
    /// On a feature of a tile.
    OnFeature,
    /// On a tile as a whole.
    OnTile,
    /// Beside another piece (and so on its tile).
    Beside,
    /// At the corner where four squares meet.
    AtCorner,
}

impl PieceDef {
    /// The game element of JCloisterZone saves that deals it ([`jcz_element`](Self::jcz_element),
    /// or else [`jcz`](Self::jcz)).
    pub fn jcz_dealt_by(&self) -> &'static str {
        if self.jcz_element.is_empty() {
            self.jcz
        } else {
            self.jcz_element
        }
    }

    /// A piece with nothing declared: a follower-like meeple of strength 1, one per player,
    /// standing on any feature not reserved, with no hooks. Each piece's literal names what it
    /// has and takes the rest from here (`..PieceDef::EMPTY`); the key, names and rules are
    /// empty here and every registered piece sets them (tested in `ruleset.rs`).
    pub const EMPTY: PieceDef = PieceDef {
        key: "",
        dutch: &[],
        jcz: "",
        jcz_element: "",
        piece_type: PieceType::Meeple,
        strength: 1,
        supply: 1,
        supply_option: None,
        supply_rule: "",
        expansion: Expansion::FIRST,
        stands_on: &[],
        wrong_feature_rule: "",
        move_rules: &[],
        majority_rule: None,
        position_rules: &[],
        final_rules: &[],
        joinable: false,
        joins: None,
        completed_rule: "",
        scoring_rule: None,
        field_bonus: None,
        letter: Letter::Fixed('?'),
        figure: Figure {
            shapes: &[Shape::Meeple(1.0)],
            centred_on: &[],
        },
        stands: Stand::OnFeature,
        neutral: false,
        tops_towers: false,
        beside_barns: false,
    };
}

/// What a piece adds to its owner's field scoring (the pig's): points per completed city on
/// top of the farmers' (3 become 4; under first-edition rules 4 become 5), and the rules cited.
#[derive(Debug)]
pub struct FieldBonus {
    /// Points added per completed city for an owner with one on the field.
    pub per_city: i64,
    /// The rule cited when it raised an award.
    pub bonus_rule: &'static str,
    /// The rule cited when one stands on a field but raises no award (its owner is not among
    /// the farmers with the most strength).
    pub idle_rule: &'static str,
    /// The rule cited when an owner has more than one on the field (it counts once).
    pub stack_rule: &'static str,
}

/// What a piece that joins its owner's meeple (builder, pig) needs.
#[derive(Debug)]
pub struct Joins {
    /// The rule that asks for the owner's meeple on the feature.
    pub rule: &'static str,
    /// The message id when the meeple is missing.
    pub message: &'static str,
    /// The rule and message id when it may join open features only.
    pub open_only: Option<(&'static str, &'static str)>,
}

/// A piece's letter in terminal pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letter {
    /// The initial of its owner's colour, lower-case.
    OwnerInitial,
    /// This letter, in its owner's colour.
    Fixed(char),
}

/// A piece's figure in SVG pictures: shapes drawn in order around the piece's anchor, filled
/// with its owner's colour and outlined in black.
#[derive(Debug)]
pub struct Figure {
    /// The shapes.
    pub shapes: &'static [Shape],
    /// Features on which the figure stands at the tile's centre instead of the feature's
    /// anchor.
    pub centred_on: &'static [FeatureKind],
}

/// One shape of a [`Figure`], placed relative to the anchor (x to the right, y down).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Shape {
    /// The meeple silhouette at this scale.
    Meeple(f64),
    /// A path starting at the anchor moved by (dx, dy), then these relative commands.
    Path(f64, f64, &'static str),
    /// A rounded rectangle: (dx, dy) of its top left corner, width, height, corner radius.
    Rect(f64, f64, u32, u32, u32),
    /// An ellipse at the anchor with these radii.
    Ellipse(u32, u32),
    /// A circle at the anchor moved by (dx, dy), with this radius.
    Circle(f64, f64, u32),
}

/// A step an expansion adds to a turn (the abbot's recall; a tower raised, a capture, a
/// figure moved): judged in two halves, its check and then, when the whole move is legal, its
/// consequence. A move is its tile, then the piece placed or one step done instead of it, then
/// its other steps in the order written, each at its [`StepTime`].
#[derive(Debug)]
pub struct ActionDef {
    /// Its key (`recall-abbot`): its name in game records (`action: recall-abbot`) and on
    /// the command line (`--action recall-abbot`).
    pub key: &'static str,
    /// Its Dutch names, accepted as input as well (the first is the one Dutch help shows).
    pub dutch: &'static [&'static str],
    /// The expansion that brings it.
    pub expansion: Expansion,
    /// What it names besides its key, if anything (a capture names a piece); files and the
    /// command line read the parameter by this, the check judges it.
    pub param: Option<ParamKind>,
    /// JCloisterZone's name for it in saved games: the `source` of its `RETURN_MEEPLE`
    /// message (`ABBOT_RETURN`).
    pub jcz: &'static str,
    /// The piece it moves when always of one kind (the abbot): a saved game moving another
    /// is not this action.
    pub piece: Option<PieceKind>,
    /// When in the turn it happens.
    pub when: StepTime,
    /// Rule options that move it to another time, as (option key, value, time): under the
    /// first whose option has that value it happens then instead (a figure's flight that an
    /// option puts after the scoring). Empty when no option moves it.
    pub retimed: &'static [(&'static str, &'static str, StepTime)],
    /// The steps (by key) one of which must come before it in the same move (a capture
    /// follows a raise), with the rule that says so; empty when it stands alone.
    pub follows: (&'static [&'static str], &'static str),
    /// Whether the mover may do it: the rules applied and any problem go to the lists; what
    /// it takes off the board (a piece), if anything. It sees the move as judged so far
    /// (the effects of the steps before it).
    pub check: ActionCheck,
    /// What a legal one does: effects pushed onto the verdict.
    pub apply: ActionApply,
}

impl ActionDef {
    /// When it happens under `rules`: its own time, or the one a rule option set moves it to
    /// ([`ActionDef::retimed`]).
    pub fn time(&self, rules: &Rules) -> StepTime {
        self.retimed
            .iter()
            .find(|(key, value, _)| rules.option_value(key) == Some(*value))
            .map_or(self.when, |&(_, _, t)| t)
    }
}

/// When a step happens in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepTime {
    /// Laid with the tile, before its fit is judged (a bridge the tile needs to fit, or one
    /// laid on it before the action): judged on the board with the tile laid; the per-tile
    /// state it sets is part of the tiles as they lie ([`ExpansionDef::added_part`]) for the
    /// fit, the piece placed and every later step. It is no piece action of its own.
    WithTile,
    /// At the start of the piece step, before the piece is placed (a prisoner bought back,
    /// who may then be placed that turn): it is no piece action of its own.
    BeforePiece,
    /// Instead of placing a piece (the abbot's recall): the move's one piece action.
    InsteadOfPiece,
    /// After the piece is placed, before the features the move completes are scored (a
    /// tower raised and its capture).
    BeforeScoring,
    /// After the features are scored (a figure that moves at the end of the turn).
    AfterScoring,
}

/// What kind of parameter a move action takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    /// A piece on the board ([`ActionParam::Piece`]), written `OWNER@X,Y` or
    /// `OWNER@X,Y:LOCATOR` (the feature it stands on, when the tile holds more than one of the
    /// owner's pieces): the owner's (colour
    /// or name) piece on the tile at square X,Y.
    Piece,
    /// A square ([`ActionParam::Square`]), written `X,Y`.
    Square,
    /// A player ([`ActionParam::Player`]), written as a colour or a name.
    Player,
    /// A piece of the mover's put on a feature of any tile ([`ActionParam::Place`]), written
    /// `KIND@X,Y:LOCATOR` (`follower@2,-1:city:N`).
    Placement,
    /// A kind of the mover's pieces ([`ActionParam::Kind`]), written as its key (`follower`).
    Kind,
    /// A kind of the mover's pieces and a square ([`ActionParam::KindAt`]), written
    /// `KIND@X,Y`.
    KindAt,
    /// A kind of the mover's pieces that another player holds ([`ActionParam::KindHeldBy`]),
    /// written `KIND@PLAYER` (a colour or a name).
    KindHeldBy,
    /// One word of a list the action declares ([`ActionParam::Word`]), written as it is
    /// (a token drawn: `3`, `wolf`).
    Word(&'static [&'static str]),
    /// A tile type ([`ActionParam::Tile`]), written as its id or letter (`BB/F.b`): a tile
    /// turned face up.
    Tile,
    /// A whole number ([`ActionParam::Number`]), written in digits (`3`): a bid.
    Number,
}

/// What a step sees: the setup with the move's tile laid (its tiles are the board's, with
/// their per-tile state as the position had it), the board, the pieces (the move's own piece
/// included), who moves, the new tile's entry and the step's parameter.
#[derive(Debug, Clone, Copy)]
pub struct StepContext<'a> {
    /// The setup with the move's tile (and piece) laid.
    pub setup: &'a Setup,
    /// The board with the move's tile laid.
    pub board: &'a Board,
    /// The pieces on it.
    pub index: &'a PieceIndex,
    /// Who moves.
    pub player: PlayerId,
    /// The new tile's entry.
    pub new_tile: usize,
    /// The step's parameter ([`ActionParam::None`] when it takes none).
    pub param: ActionParam,
    /// The move's steps judged before this one, at every time, in order (an auction's bids
    /// before a raise); every step of the move when asked what the move still owes
    /// ([`ExpansionDef::steps_owed`]); empty elsewhere.
    pub earlier: &'a [(super::turn::ActionKind, ActionParam)],
}

impl StepContext<'_> {
    /// Tile `tile`'s per-tile state `key` as the move has left it so far: the last value a
    /// step before set, or the position's.
    pub fn tile_state(&self, so_far: &MoveVerdict, tile: usize, key: &str) -> Option<u32> {
        so_far
            .tile_states()
            .filter(|&(t, k, _)| t == tile && k == key)
            .last()
            .map(|(_, _, v)| v)
            .or_else(|| self.setup.tiles.get(tile)?.state.get(key))
    }

    /// Feature `group`'s per-feature state `key` as the move has left it so far: the last
    /// value a step before set on one of its parts, or the position's
    /// ([`Setup::feature_state`]).
    pub fn feature_state(&self, so_far: &MoveVerdict, group: GroupId, key: &str) -> Option<u32> {
        so_far
            .feature_state_of(self.board, group, key)
            .or_else(|| self.setup.feature_state(self.board, group, key))
    }
}

/// The legality half of an [`ActionDef`], on the move as judged so far.
pub type ActionCheck =
    fn(&StepContext, &MoveVerdict, &mut Vec<Problem>, &mut Vec<&'static str>) -> Option<Taken>;

/// The consequence half of an [`ActionDef`]: its effects pushed onto the verdict.
pub type ActionApply = fn(&StepContext, Option<Taken>, &mut MoveVerdict);

/// A piece a move action takes off the board; it no longer counts on its feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    /// Its kind.
    pub kind: PieceKind,
    /// Tile entry it stood on.
    pub tile: usize,
    /// Its index among that tile's pieces.
    pub piece: usize,
    /// Its feature.
    pub group: GroupId,
}

/// Whether two keys are equal, at compile time.
pub(crate) const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
