//! JCloisterZone saved games (`.jcz`, one JSON object) turned into game records.
//!
//! Only the sets the expansions declare are read (their `jcz_sets`, and set variant 2 for the
//! Abbot's garden twins); anything else is an error naming what is unknown and what is known. Feature pointers name a whole feature part in board orientation
//! (`"NL.NR.EL.WR"`); each is matched exactly against the placed tile's parts and written as
//! arbiter's locator. The record's rules spell out every rule the game was played under
//! (JCloisterZone's river rule is `room-ahead`), and tiles the box held that the save never lays
//! are listed as discarded when each fitted nowhere at some point, which ends the game.

use arbiter_ids::msg;
use serde_json::Value;

use super::action::action_text;
use super::record::{
    piece_text, DiscardOut, FeaturesOut, MoveOut, PlayerOut, PositionOut, RecordOut, StateOut,
    TileOut,
};
use super::{InputError, Loc};
use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureKind, TileDef, TileDefId};
use arbiter_engine::carcassonne::expansions::{JczParam, JczStepDef, ParamKind, Stand, StepTime};
use arbiter_engine::carcassonne::game_end::box_emptied;
use arbiter_engine::carcassonne::geometry::{Edge, HalfEdge, Pos, Rotation, COORD_LIMIT};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind};
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam, PieceAction};
use arbiter_engine::carcassonne::variants::Expansion;

pub(crate) fn error(message: Message) -> InputError {
    InputError::new(message, Loc::default())
}

pub(crate) fn missing(key: &'static str) -> InputError {
    error(Message::new(msg::JCZ_MISSING).arg("key", key))
}

fn bad_message(number: usize, detail: &str) -> InputError {
    error(
        Message::new(msg::JCZ_BAD_MESSAGE)
            .arg("number", number)
            .arg("detail", detail),
    )
}

/// A value the record cannot hold as it is (a square of 1e10, x: 0.5, two copies of a set):
/// refused, naming the save's field, never rounded or dropped.
pub(crate) fn unrepresentable(field: impl Into<String>, value: &Value) -> InputError {
    let mut text = value.to_string();
    if text.len() > 60 {
        text = format!("{}…", text.chars().take(50).collect::<String>());
    }
    error(
        Message::new(msg::JCZ_UNREPRESENTABLE)
            .arg("field", field.into())
            .arg("value", text),
    )
}

/// An optional whole number of the save: absent, or a whole number within `range`, or refused.
fn whole(
    v: Option<&Value>,
    field: impl Fn() -> String,
    range: std::ops::RangeInclusive<i64>,
) -> Result<Option<i64>, InputError> {
    match v {
        None => Ok(None),
        Some(value) => match value.as_i64() {
            Some(n) if range.contains(&n) => Ok(Some(n)),
            _ => Err(unrepresentable(field(), value)),
        },
    }
}

/// A square of the save, within the coordinates a record holds, or refused naming `field`.
fn square(v: Option<&Value>, field: &str) -> Result<Option<(i64, i64)>, InputError> {
    let Some(a) = v.and_then(Value::as_array) else {
        return Ok(None);
    };
    let [x, y] = a.as_slice() else {
        return Ok(None);
    };
    let c = -COORD_LIMIT..=COORD_LIMIT;
    let x = whole(Some(x), || format!("{field}[0]"), c.clone())?;
    let y = whole(Some(y), || format!("{field}[1]"), c)?;
    Ok(x.zip(y))
}

/// Reads a `.jcz` file into a game record.
///
/// Parse, then judge in the save's order (sets, elements, rules, players, start tiles, turns:
/// the first refusal met is the one reported), then present the record once the record reader
/// has accepted it and the end of the game is known.
pub fn import(bytes: &[u8]) -> Result<RecordOut, InputError> {
    let root = parse(bytes)?;
    let setup = root.get("setup").ok_or_else(|| missing("setup"))?;
    let rules = super::jcz_setup::rules_of(setup)?;
    let (players, colors) = players_of(&root)?;
    let cat = Catalogue::get();
    let tiles = start_tiles(cat, setup)?;
    let replay = root
        .get("replay")
        .and_then(Value::as_array)
        .ok_or_else(|| missing("replay"))?;
    super::jcz_bounds::check_replay(replay.len())?;
    let declared: Vec<&JczStepDef> = Expansion::all().flat_map(|e| e.def().jcz_steps).collect();
    let mut laid = Laid::default();
    for t in &tiles {
        let def = tile_index(cat, &t.tile)?;
        let rot = Rotation::from_degrees(i64::from(t.rot)).unwrap_or(Rotation::R0);
        laid.0.push(((t.at[0], t.at[1]), def, rot));
    }
    let played = turns(replay, &declared)?;
    let mut moves = moves_of(cat, &played, &colors, &declared, &mut laid)?;
    let auctions: Vec<_> = played.iter().map(|t| t.auction.clone()).collect();
    let no_bids = rules
        .options
        .0
        .iter()
        .any(|(k, v)| k == "bazaar-no-auction" && v == "true");
    super::jcz_bazaar::write(&mut moves, &auctions, &colors, &root, no_bids)?;
    let randoms = super::jcz_flocks::randoms(&root, replay);
    let flocks: Vec<_> = played.iter().map(|t| flocks_of(t, &randoms)).collect();
    let mut record = RecordOut {
        start: PositionOut {
            game: arbiter_ids::Game::Carcassonne.key().into(),
            rules,
            players,
            tiles,
        },
        moves,
        finished: true,
        discarded: Vec::new(),
        final_draws: Vec::new(),
    };
    super::jcz_bridges::resolve(&mut record)?;
    super::jcz_flocks::resolve(&mut record, &flocks)?;
    let commits: Vec<Option<f64>> = played.iter().map(|t| last_commit(t, replay)).collect();
    super::jcz_big_top::resolve(&mut record, &commits)?;
    let mut record = finish(record, &root)?;
    if record.finished {
        let (r, forced) = super::jcz_flocks::end_random(&root, replay);
        super::jcz_big_top::final_draw(&mut record, r, forced)?;
    }
    Ok(record)
}

/// The random number of a turn's last `COMMIT` (the first after its last message: its own,
/// or a wagon's after its scoring), if the replay has one. Steps after the scoring with no
/// `COMMIT` of their own (the dragon's flight under `dragon-move: after-scoring`) come after
/// the big top's draw, and do not count.
fn last_commit(turn: &Turn, replay: &[Value]) -> Option<f64> {
    let wagons = turn
        .later
        .iter()
        .filter(|(_, m)| m["type"] == "DEPLOY_MEEPLE")
        .copied();
    let last = [turn.place, turn.action]
        .into_iter()
        .flatten()
        .chain(turn.steps.iter().copied())
        .chain(wagons)
        .map(|(n, _)| n)
        .max()?;
    replay
        .iter()
        .skip(last)
        .find(|m| m["type"] == "COMMIT")
        .and_then(|m| m["payload"].get("random"))
        .and_then(Value::as_f64)
}

/// What a turn says of its shepherds: the random number in effect when it placed one, and
/// each `FLOCK_EXPAND_OR_SCORE` (whether it lets the flock grow, and the number it carries).
fn flocks_of(turn: &Turn, randoms: &[f64]) -> super::jcz_flocks::TurnFlocks {
    let at = |n: usize| randoms.get(n.wrapping_sub(1)).copied().unwrap_or(0.0);
    let shepherd = turn.action.and_then(|(n, m)| {
        let id = m["payload"].get("meepleId").and_then(Value::as_str)?;
        let kind = meeple_kind(id).ok()?;
        let square = position(m["payload"]["pointer"].get("position"))?;
        (m["type"] == "DEPLOY_MEEPLE" && kind.def().jcz == "shepherd")
            .then(|| (at(n), id.to_string(), square))
    });
    let placed = shepherd.as_ref().map(|s| s.0);
    let deployed = shepherd.map(|(_, id, (x, y))| (id, Pos::new(x, y)));
    let choices = turn
        .steps
        .iter()
        .filter(|(_, m)| m["type"] == "FLOCK_EXPAND_OR_SCORE")
        .map(|&(n, m)| {
            let random = m["payload"].get("random").and_then(Value::as_f64);
            (
                m["payload"]["value"] == "EXPAND",
                random.unwrap_or_else(|| at(n)),
            )
        })
        .collect();
    super::jcz_flocks::TurnFlocks {
        placed,
        deployed,
        choices,
    }
}

/// The save's JSON, refused when too large or not JSON.
fn parse(bytes: &[u8]) -> Result<Value, InputError> {
    if bytes.len() > super::yaml::MAX_FILE_BYTES {
        return Err(error(
            Message::new(msg::INPUT_TOO_LARGE)
                .arg("size", bytes.len())
                .arg("limit", super::yaml::MAX_FILE_BYTES),
        ));
    }
    super::jcz_bounds::check(bytes)?;
    serde_json::from_slice(bytes)
        .map_err(|e| error(Message::new(msg::JCZ_NOT_JSON).arg("detail", e.to_string())))
}

/// The players with their colours: turn order is the list order; colours follow the slots.
fn players_of(root: &Value) -> Result<(Vec<PlayerOut>, Vec<Color>), InputError> {
    let players = root
        .get("players")
        .and_then(Value::as_array)
        .ok_or_else(|| missing("players"))?;
    if players.is_empty() {
        return Err(missing("players"));
    }
    if players.len() > Color::ALL.len() {
        return Err(error(
            Message::new(msg::JCZ_TOO_MANY_PLAYERS).arg("count", players.len()),
        ));
    }
    let mut by_slot: Vec<(i64, usize)> = Vec::new();
    for (i, p) in players.iter().enumerate() {
        let slot = whole(p.get("slot"), || format!("players[{i}].slot"), 0..=i64::MAX)?;
        by_slot.push((slot.unwrap_or(i as i64), i));
    }
    by_slot.sort();
    let mut colors = vec![Color::Red; players.len()];
    for (rank, (_, i)) in by_slot.iter().enumerate() {
        colors[*i] = Color::ALL[rank];
    }
    let mut players_out = Vec::new();
    for (i, p) in players.iter().enumerate() {
        let name = player_name(&players_out, &colors, i, p)?;
        players_out.push(PlayerOut {
            name,
            color: colors[i].key().into(),
        });
    }
    Ok((players_out, colors))
}

/// Player `i`'s name: trimmed, `Player N` when blank, primed until it differs from the names
/// before it, refused when it reads as another player's colour.
fn player_name(
    before: &[PlayerOut],
    colors: &[Color],
    i: usize,
    p: &Value,
) -> Result<String, InputError> {
    let mut name = p
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim()
        .to_string();
    if name.is_empty() {
        name = format!("Player {}", i + 1);
    }
    while before.iter().any(|q| q.name == name) {
        name.push('\'');
    }
    // A name that reads as a colour (`rood`, `Blue`) would make owners and scores in the
    // record ambiguous: the record reader refuses it, so the import does.
    let another_players = |c: Color| (0..colors.len()).any(|k| k != i && colors[k] == c);
    if Color::parse(&name).is_some_and(another_players) {
        return Err(error(
            Message::new(msg::JCZ_NAME_IS_COLOUR)
                .arg("field", format!("players[{i}].name"))
                .arg("name", name.as_str()),
        ));
    }
    Ok(name)
}

/// The catalogue's tile a save's tile id names, or refused with the nearest ids.
fn tile_index(cat: &Catalogue, id: &str) -> Result<TileDefId, InputError> {
    cat.index_of(id).ok_or_else(|| {
        error(
            Message::new(msg::JCZ_UNKNOWN_TILE)
                .arg("tile", id)
                .arg("suggestions", cat.nearest(id, 3).join(", ")),
        )
    })
}

/// The start tiles of `setup.start`, each on its own square.
fn start_tiles(cat: &Catalogue, setup: &Value) -> Result<Vec<TileOut>, InputError> {
    let mut tiles: Vec<TileOut> = Vec::new();
    for (i, t) in setup
        .get("start")
        .and_then(Value::as_array)
        .ok_or_else(|| missing("setup.start"))?
        .iter()
        .enumerate()
    {
        let id = t
            .get("tile")
            .and_then(Value::as_str)
            .ok_or_else(|| missing("setup.start.tile"))?;
        let def = tile_index(cat, id)?;
        let deg = match t.get("rotation") {
            None => 0,
            Some(r) => rotation_degrees(r)
                .ok_or_else(|| unrepresentable(format!("setup.start[{i}].rotation"), r))?,
        };
        let c = -COORD_LIMIT..=COORD_LIMIT;
        let at = [
            whole(t.get("x"), || format!("setup.start[{i}].x"), c.clone())?.unwrap_or(0),
            whole(t.get("y"), || format!("setup.start[{i}].y"), c)?.unwrap_or(0),
        ];
        if let Some(j) = tiles.iter().position(|o| o.at == at) {
            return Err(error(
                Message::new(msg::JCZ_START_SQUARE_TWICE)
                    .arg("field", format!("setup.start[{i}]"))
                    .arg("other", format!("setup.start[{j}]"))
                    .arg("square", format!("{},{}", at[0], at[1])),
            ));
        }
        tiles.push(TileOut {
            tile: cat.tile(def).id.to_string(),
            at,
            rot: deg,
            // JCloisterZone's start tiles carry no expansion's state.
            state: StateOut::default(),
            features: FeaturesOut::default(),
        });
    }
    if tiles.is_empty() {
        return Err(missing("setup.start"));
    }
    Ok(tiles)
}

/// The record's moves, one a committed turn; a player moving twice running took an extra turn.
fn moves_of(
    cat: &Catalogue,
    turns: &[Turn],
    colors: &[Color],
    declared: &[&JczStepDef],
    laid: &mut Laid,
) -> Result<Vec<MoveOut>, InputError> {
    let mut moves = Vec::new();
    let mut expected = 0usize;
    let mut previous: Option<usize> = None;
    // Who took each meeple last (a capture, a princess): a ransom names only the meeple.
    let mut taken_by: Vec<(String, usize)> = Vec::new();
    for turn in turns {
        let (mut mv, player) = move_of(cat, turn, colors, expected, previous, laid)?;
        for &(number, msg) in &turn.steps {
            mv.steps.push(step_of(
                number,
                msg,
                colors,
                declared,
                laid,
                &mut taken_by,
                player,
            )?);
        }
        for &(number, msg) in &turn.later {
            mv.steps.push(if declared_step(msg, declared).is_some() {
                step_of(number, msg, colors, declared, laid, &mut taken_by, player)?
            } else {
                later_of(number, msg, colors, laid)?
            });
        }
        moves.push(mv);
        previous = Some(player);
        expected = (player + 1) % colors.len();
    }
    Ok(moves)
}

/// One turn's move and the index of its player (the one `expected` when the save names none).
fn move_of(
    cat: &Catalogue,
    turn: &Turn,
    colors: &[Color],
    expected: usize,
    previous: Option<usize>,
    laid: &mut Laid,
) -> Result<(MoveOut, usize), InputError> {
    let place = turn
        .place
        .ok_or_else(|| bad_message(turn.first, "PLACE_TILE"))?;
    let payload = &place.1["payload"];
    let id = payload
        .get("tileId")
        .and_then(Value::as_str)
        .ok_or_else(|| bad_message(place.0, "tileId"))?;
    let def = tile_index(cat, id)?;
    let rot_deg = payload
        .get("rotation")
        .and_then(rotation_degrees)
        .ok_or_else(|| bad_message(place.0, "rotation"))?;
    let rot = Rotation::from_degrees(i64::from(rot_deg)).unwrap_or(Rotation::R0);
    let field = format!("replay[{}].payload.position", place.0 - 1);
    let at =
        square(payload.get("position"), &field)?.ok_or_else(|| bad_message(place.0, "position"))?;
    let player = match whole(
        place.1.get("player"),
        || format!("replay[{}].player", place.0 - 1),
        0..=i64::MAX,
    )? {
        Some(p) => usize::try_from(p).unwrap_or(usize::MAX),
        None => expected,
    };
    if player >= colors.len() {
        return Err(bad_message(place.0, "player"));
    }
    let mut mv = MoveOut {
        player: colors[player].key().into(),
        tile: cat.tile(def).id.to_string(),
        at: [at.0, at.1],
        rot: rot_deg,
        piece: None,
        recall_abbot: false,
        action: None,
        steps: Vec::new(),
        // An abbey laid once the box is empty by the last turn's player (JCloisterZone's
        // end-of-game round) is no extra turn; one laid in a builder's second part is, and
        // the replay knows it without being told.
        extra_turn: previous == Some(player) && colors.len() > 1 && !cat.tile(def).held,
    };
    laid.0.push((at, def, rot));
    if let Some(action) = turn.action {
        let this = This {
            tile: cat.tile(def),
            id,
            rot,
            at,
        };
        write_action(&mut mv, &this, action, laid)?;
    }
    Ok((mv, player))
}

/// The tile a turn laid, as the turn's piece action needs it.
struct This<'a> {
    tile: &'a TileDef,
    /// The save's tile id.
    id: &'a str,
    rot: Rotation,
    at: (i64, i64),
}

/// The tiles laid so far (start tiles, then each turn's): square, tile and turn.
#[derive(Default)]
struct Laid(Vec<((i64, i64), TileDefId, Rotation)>);

impl Laid {
    /// The tile on a square, and its turn.
    fn at(&self, at: (i64, i64)) -> Option<(&'static TileDef, Rotation)> {
        self.0
            .iter()
            .rev()
            .find(|(q, _, _)| *q == at)
            .map(|&(_, def, rot)| (Catalogue::get().tile(def), rot))
    }

    /// Arbiter's locator for a feature pointer (`position`, `feature`, `location`) on a tile
    /// laid, as text.
    fn locator(&self, pointer: &Value) -> Option<((i64, i64), String)> {
        let at = position(pointer.get("position"))?;
        let (tile, rot) = self.at(at)?;
        Some((at, pointer_locator(tile, rot, pointer)?.to_text()))
    }
}

/// Writes the turn's piece action into its move: a piece deployed on the tile laid, the abbot
/// recalled, or the special action a `RETURN_MEEPLE` message's source names.
fn write_action(
    mv: &mut MoveOut,
    laid: &This,
    (number, msg): (usize, &Value),
    board: &Laid,
) -> Result<(), InputError> {
    let payload = &msg["payload"];
    match msg["type"].as_str() {
        Some("DEPLOY_MEEPLE") => {
            let pointer = payload
                .get("pointer")
                .ok_or_else(|| bad_message(number, "pointer"))?;
            let meeple = payload
                .get("meepleId")
                .and_then(Value::as_str)
                .ok_or_else(|| bad_message(number, "meepleId"))?;
            let kind = meeple_kind(meeple)?;
            // A piece that stands at a corner (a barn): the step that places it, its square
            // the one whose north-west corner the pointer names.
            if kind.def().stands == Stand::AtCorner {
                let corner = ActionKind::all().find(|a| {
                    a.def().jcz == "DEPLOY_MEEPLE"
                        && a.def().piece == Some(kind)
                        && a.def().param == Some(ParamKind::Square)
                });
                let (Some(action), Some((x, y))) = (corner, position(pointer.get("position")))
                else {
                    return Err(bad_message(number, "pointer"));
                };
                mv.action = Some(format!("{}={x},{y}", action.key()));
                return Ok(());
            }
            if position(pointer.get("position")) != Some(laid.at) {
                // A piece put on another tile: the action that places a piece anywhere (a
                // magic portal's), if an expansion has one.
                let elsewhere = ActionKind::all().find(|a| {
                    a.def().jcz == "DEPLOY_MEEPLE" && a.def().param == Some(ParamKind::Placement)
                });
                let (Some(action), Some(((x, y), locator))) = (elsewhere, board.locator(pointer))
                else {
                    return Err(bad_message(number, "pointer.position"));
                };
                mv.action = Some(format!("{}={}@{x},{y}:{locator}", action.key(), kind.key()));
                return Ok(());
            }
            let locator = pointer_locator(laid.tile, laid.rot, pointer)
                .ok_or_else(|| no_feature(number, laid.id, pointer))?;
            mv.piece = Some(piece_text(kind, &locator.to_text()));
        }
        Some("RETURN_MEEPLE") => {
            let source = payload.get("source").and_then(Value::as_str).unwrap_or("");
            let meeple = payload
                .get("pointer")
                .and_then(|p| p.get("meepleId"))
                .and_then(Value::as_str)
                .unwrap_or("");
            // The action whose JCloisterZone name is the message's source, moving the
            // piece it always moves (if it names one).
            let kind = meeple_kind(meeple)?;
            let found = ActionKind::all().find(|a| {
                let def = a.def();
                def.jcz == source && def.param.is_none() && def.piece.is_none_or(|p| p == kind)
            });
            let Some(found) = found else {
                return Err(error(
                    Message::new(msg::JCZ_UNSUPPORTED_MESSAGE)
                        .arg("type", format!("RETURN_MEEPLE {source}"))
                        .arg("number", number),
                ));
            };
            let found = PieceAction::Special(found, ActionParam::None);
            if found == PieceAction::RecallAbbot {
                mv.recall_abbot = true;
            } else {
                mv.action = action_text(found, &[]);
            }
        }
        _ => {}
    }
    Ok(())
}

/// The record checked by the record reader, and the end of its game: a test scenario's
/// `endTurn` says the box held only the tiles played. Otherwise the game is over when the box
/// is empty: every tile of the sets was laid, or fitted nowhere when drawn (JCloisterZone then
/// discards it without a trace in the save).
fn finish(mut record: RecordOut, root: &Value) -> Result<RecordOut, InputError> {
    let annotated_end = root
        .get("gameAnnotations")
        .and_then(|a| a.get("endTurn"))
        .is_some();
    // The record written must be one `replay` reads: anything it refuses the checks above
    // missed is refused here, with the reader's own reason.
    let read_back = match super::record::read(record.to_yaml().as_bytes()) {
        Ok(r) => r,
        Err(errors) => {
            let mut errors = errors.into_problems();
            errors.sort_by_key(|e| (e.loc.line, e.loc.column));
            let mut first = errors.remove(0);
            first.loc = Loc::default();
            return Err(first);
        }
    };
    if record.moves.is_empty() {
        // Nothing played: every tile is still in the box, whatever the annotations say.
        record.finished = false;
    } else if !annotated_end {
        match box_emptied(&read_back.0.start, &read_back.0.moves) {
            Some(discards) => record.discarded = discards.iter().map(DiscardOut::of).collect(),
            None => record.finished = false,
        }
    }
    Ok(record)
}

/// One committed turn: its `PLACE_TILE`, its piece action and the further steps the
/// expansions declare, with message numbers (1-based).
struct Turn<'a> {
    first: usize,
    place: Option<(usize, &'a Value)>,
    action: Option<(usize, &'a Value)>,
    steps: Vec<(usize, &'a Value)>,
    /// Pieces moved after the turn's `COMMIT`, each followed by a `COMMIT` of its own (a
    /// scored wagon moved on by its owner): the steps after the scoring whose piece they move;
    /// and the declared steps sent after the `COMMIT` before the next tile, with no `COMMIT`
    /// of their own (the dragon's flight under `dragon-move: after-scoring`), in the order
    /// sent.
    later: Vec<(usize, &'a Value)>,
    /// The bazaar auction held after the turn (`jcz_bazaar.rs`): its bids, passes and buys
    /// or sales, sent after the turn's last `COMMIT` and before the next tile.
    auction: super::jcz_bazaar::AuctionMessages<'a>,
}

/// The step after the scoring that moves a piece of `kind` in a `DEPLOY_MEEPLE` (the wagon's).
fn later_step(kind: PieceKind) -> Option<ActionKind> {
    ActionKind::all().find(|a| {
        let def = a.def();
        def.jcz == "DEPLOY_MEEPLE" && def.piece == Some(kind) && def.when == StepTime::AfterScoring
    })
}

/// A piece moved after the `COMMIT` as a record writes the step: `KEY=OWNER@X,Y:LOCATOR`.
fn later_of(
    number: usize,
    msg: &Value,
    colors: &[Color],
    laid: &Laid,
) -> Result<String, InputError> {
    let payload = &msg["payload"];
    let meeple = payload
        .get("meepleId")
        .and_then(Value::as_str)
        .ok_or_else(|| bad_message(number, "meepleId"))?;
    let kind = meeple_kind(meeple)?;
    let step = later_step(kind).ok_or_else(|| bad_message(number, "DEPLOY_MEEPLE"))?;
    let owner = meeple
        .split('.')
        .next()
        .and_then(|p| p.parse::<usize>().ok())
        .and_then(|i| colors.get(i))
        .ok_or_else(|| bad_message(number, "meepleId"))?;
    let pointer = payload
        .get("pointer")
        .ok_or_else(|| bad_message(number, "pointer"))?;
    let ((x, y), locator) = laid
        .locator(pointer)
        .ok_or_else(|| bad_message(number, "pointer"))?;
    Ok(format!("{}={}@{x},{y}:{locator}", step.key(), owner.key()))
}

/// The declaration a message is, if an expansion declares its type (and the payload value that
/// tells it apart).
fn declared_step<'d>(msg: &Value, declared: &[&'d JczStepDef]) -> Option<&'d JczStepDef> {
    let kind = msg.get("type").and_then(Value::as_str)?;
    declared.iter().copied().find(|d| {
        d.message == kind
            && d.when.is_none_or(|(field, value)| {
                at_path(&msg["payload"], field).and_then(word) == Some(value)
            })
    })
}

/// A payload's value at a path through objects (`pointer/feature`).
fn at_path<'v>(payload: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('/').try_fold(payload, |v, key| v.get(key))
}

/// A value as a word: a string, or the last element of a list (JCloisterZone's tokens may be
/// written `[class, name]`).
fn word(v: &Value) -> Option<&str> {
    match v {
        Value::String(s) => Some(s),
        Value::Array(a) => a.last().and_then(Value::as_str),
        _ => None,
    }
}

/// A declared step's message as a record writes the step: `KEY`, or `KEY=PARAMETER` read from
/// where the declaration says. `laid` is the tiles laid so far, `taken_by` who last took each meeple
/// with a step (a capture), `mover`
/// who plays the turn.
fn step_of(
    number: usize,
    msg: &Value,
    colors: &[Color],
    declared: &[&JczStepDef],
    laid: &Laid,
    taken_by: &mut Vec<(String, usize)>,
    mover: usize,
) -> Result<String, InputError> {
    let def = declared_step(msg, declared).ok_or_else(|| bad_message(number, "type"))?;
    let payload = &msg["payload"];
    let color = |index: Option<i64>| {
        index
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| colors.get(i))
            .map(|c| c.key())
    };
    let square_in = |v: &Value| {
        position(Some(v))
            .or_else(|| position(v.get("position")))
            .or_else(|| position(v.get("featurePointer").and_then(|f| f.get("position"))))
    };
    let kind_of = |id: Option<&str>| -> Result<&'static str, InputError> {
        let id = id.ok_or_else(|| bad_message(number, "meepleId"))?;
        Ok(meeple_kind(id)?.key())
    };
    let param = match def.param {
        JczParam::None => None,
        JczParam::Square(field) => {
            let (x, y) = payload
                .get(field)
                .and_then(square_in)
                .ok_or_else(|| bad_message(number, field))?;
            Some(format!("{x},{y}"))
        }
        JczParam::Player(field) => {
            let who = color(payload.get(field).and_then(Value::as_i64))
                .ok_or_else(|| bad_message(number, field))?;
            Some(who.to_string())
        }
        JczParam::Piece(field) => {
            let pointer = payload
                .get(field)
                .ok_or_else(|| bad_message(number, field))?;
            let owner = pointer
                .get("meepleId")
                .and_then(Value::as_str)
                .and_then(|id| id.split('.').next())
                .and_then(|p| p.parse::<i64>().ok());
            // A meeple pointer names its feature directly or under `featurePointer`.
            let feature = pointer.get("featurePointer").unwrap_or(pointer);
            // A bare square (the fairy under `fairy-placement: on-tile`): the mover's piece
            // on that tile.
            if owner.is_none() {
                if let (Some((x, y)), Some(who)) = (square_in(pointer), colors.get(mover)) {
                    return Ok(format!("{}={}@{x},{y}", def.step, who.key()));
                }
            }
            let Some(who) = color(owner) else {
                return Err(bad_message(number, field));
            };
            if let Some(id) = pointer.get("meepleId").and_then(Value::as_str) {
                taken_by.retain(|(m, _)| m != id);
                taken_by.push((id.to_string(), mover));
            }
            match (laid.locator(feature), square_in(feature)) {
                (Some(((x, y), locator)), _) => Some(format!("{who}@{x},{y}:{locator}")),
                (None, Some((x, y))) => Some(format!("{who}@{x},{y}")),
                (None, None) => return Err(bad_message(number, field)),
            }
        }
        JczParam::Kind(field) => Some(kind_of(payload.get(field).and_then(Value::as_str))?.into()),
        JczParam::KindAt(field) => {
            let kind = kind_of(payload.get("meepleId").and_then(Value::as_str))?;
            let (x, y) = payload
                .get(field)
                .and_then(square_in)
                .ok_or_else(|| bad_message(number, field))?;
            Some(format!("{kind}@{x},{y}"))
        }
        JczParam::KindHeldBy(field) => {
            let id = payload.get(field).and_then(Value::as_str);
            let kind = kind_of(id)?;
            let holder = taken_by
                .iter()
                .rev()
                .find(|(m, _)| Some(m.as_str()) == id)
                .and_then(|&(_, p)| colors.get(p))
                .ok_or_else(|| bad_message(number, field))?;
            Some(format!("{kind}@{}", holder.key()))
        }
    };
    Ok(match param {
        Some(p) => format!("{}={p}", def.step),
        None => def.step.to_string(),
    })
}

/// Groups the replay into committed turns, applying `UNDO`s; the steps the expansions declare
/// (`declared`) are kept in order after the turn's piece action.
fn turns<'a>(replay: &'a [Value], declared: &[&JczStepDef]) -> Result<Vec<Turn<'a>>, InputError> {
    let mut out = Vec::new();
    let mut pending: Vec<(usize, &Value)> = Vec::new();
    for (i, msg) in replay.iter().enumerate() {
        let number = i + 1;
        let kind = msg
            .get("type")
            .and_then(Value::as_str)
            .ok_or_else(|| bad_message(number, "type"))?;
        match kind {
            "UNDO" => {
                pending.pop();
            }
            "PLACE_TILE" | "DEPLOY_MEEPLE" | "PASS" | "RETURN_MEEPLE" => {
                pending.push((number, msg))
            }
            _ if declared_step(msg, declared).is_some() => pending.push((number, msg)),
            _ if super::jcz_bazaar::auction_message(kind) => pending.push((number, msg)),
            "COMMIT" => {
                after_commit(&mut out, &mut pending, declared);
                // Pieces moved after a turn's scoring, in their own commit: the turn's.
                let moved_later = !out.is_empty()
                    && pending
                        .iter()
                        .all(|(_, m)| matches!(m["type"].as_str(), Some("DEPLOY_MEEPLE" | "PASS")))
                    && pending.iter().any(|(_, m)| m["type"] == "DEPLOY_MEEPLE")
                    && pending.iter().all(|(_, m)| {
                        m["type"] != "DEPLOY_MEEPLE"
                            || m["payload"]["meepleId"]
                                .as_str()
                                .and_then(|id| meeple_kind(id).ok())
                                .and_then(later_step)
                                .is_some()
                    });
                if moved_later {
                    let turn: &mut Turn = out.last_mut().expect("a turn before");
                    turn.later.extend(
                        pending
                            .drain(..)
                            .filter(|(_, m)| m["type"] == "DEPLOY_MEEPLE"),
                    );
                    continue;
                }
                let mut turn = Turn {
                    first: pending.first().map_or(number, |p| p.0),
                    place: None,
                    action: None,
                    steps: Vec::new(),
                    later: Vec::new(),
                    auction: Vec::new(),
                };
                for (n, m) in pending.drain(..) {
                    match m["type"].as_str() {
                        Some("PLACE_TILE") if turn.place.is_none() => turn.place = Some((n, m)),
                        Some("PLACE_TILE") => return Err(bad_message(n, "PLACE_TILE")),
                        Some(k) if super::jcz_bazaar::auction_message(k) => {
                            return Err(bad_message(n, k))
                        }
                        Some("PASS") => {}
                        _ if declared_step(m, declared).is_some() => turn.steps.push((n, m)),
                        _ if turn.action.is_none() => turn.action = Some((n, m)),
                        _ => return Err(bad_message(n, "DEPLOY_MEEPLE")),
                    }
                }
                if turn.place.is_some() || turn.action.is_some() {
                    out.push(turn);
                }
            }
            other => {
                return Err(error(
                    Message::new(msg::JCZ_UNSUPPORTED_MESSAGE)
                        .arg("type", other)
                        .arg("number", number),
                ))
            }
        }
    }
    after_commit(&mut out, &mut pending, declared);
    // Moves made but none committed: JCloisterZone commits every turn it ends, so importing
    // nothing (0 moves) would silently drop them.
    if let (true, Some((first, _))) = (out.is_empty(), pending.first()) {
        return Err(error(
            Message::new(msg::JCZ_NO_COMMIT)
                .arg("number", *first)
                .arg("last", pending.last().map_or(*first, |p| p.0)),
        ));
    }
    Ok(out)
}

/// The declared steps sent after the last turn's `COMMIT` and before the next `PLACE_TILE`
/// (or the end of the replay): steps of that turn after its scoring, whoever sent them
/// (JCloisterZone commits a turn before its scoring, and a phase after the scoring, as the
/// dragon's flight under `dragon-move: after-scoring`, sends no `COMMIT` of its own). They are
/// taken from the front of `pending` into the last turn's `later` steps.
fn after_commit<'a>(
    out: &mut [Turn<'a>],
    pending: &mut Vec<(usize, &'a Value)>,
    declared: &[&JczStepDef],
) {
    let Some(turn) = out.last_mut() else {
        return;
    };
    // Only a step that may come after a scoring is the committed turn's: a ransom paid before
    // the next tile (JCloisterZone takes `PAY_RANSOM` in any phase) is the next turn's.
    let leading = pending
        .iter()
        .take_while(|(_, m)| declared_step(m, declared).is_some_and(after_scoring))
        .count();
    turn.later.extend(pending.drain(..leading));
    // A bazaar's auction: its first bid, then bids, passes and choices up to the next tile.
    // Passes before it are the scored wagons' owners declining to move them (JCloisterZone's
    // WagonPhase, whose pass sends no `COMMIT`): nothing moves, they are dropped.
    let declined = pending
        .iter()
        .take_while(|(_, m)| m["type"] == "PASS")
        .count();
    let opens = pending
        .get(declined)
        .is_some_and(|(_, m)| m["type"] == "BAZAAR_BID");
    if opens {
        pending.drain(..declined);
        let auction = pending
            .iter()
            .take_while(|(_, m)| {
                m["type"]
                    .as_str()
                    .is_some_and(|k| k == "PASS" || super::jcz_bazaar::auction_message(k))
            })
            .count();
        turn.auction.extend(pending.drain(..auction));
    }
}

/// Whether a declared step may come after the turn's scoring: its action's time, or a time an
/// option may move it to (the dragon's flight under `dragon-move: after-scoring`).
fn after_scoring(def: &JczStepDef) -> bool {
    ActionKind::parse(def.step).is_some_and(|a| {
        let action = a.def();
        action.when == StepTime::AfterScoring
            || action
                .retimed
                .iter()
                .any(|&(_, _, when)| when == StepTime::AfterScoring)
    })
}

fn rotation_degrees(v: &Value) -> Option<u16> {
    let deg = match v {
        Value::Number(n) => n.as_i64()?,
        Value::String(s) => s.strip_prefix('R')?.parse().ok()?,
        _ => return None,
    };
    Rotation::from_degrees(deg).map(Rotation::degrees)
}

fn position(v: Option<&Value>) -> Option<(i64, i64)> {
    let a = v?.as_array()?;
    match a.as_slice() {
        [x, y] => Some((x.as_i64()?, y.as_i64()?)),
        _ => None,
    }
}

fn meeple_kind(id: &str) -> Result<PieceKind, InputError> {
    let kind = id.split('.').nth(1).unwrap_or("");
    PieceKind::ALL
        .into_iter()
        .find(|k| k.def().jcz == kind)
        .ok_or_else(|| error(Message::new(msg::JCZ_UNKNOWN_MEEPLE).arg("meeple", id)))
}

fn no_feature(number: usize, tile: &str, pointer: &Value) -> InputError {
    error(
        Message::new(msg::JCZ_NO_FEATURE)
            .arg("number", number)
            .arg("tile", tile)
            .arg(
                "feature",
                pointer
                    .get("feature")
                    .and_then(Value::as_str)
                    .unwrap_or("?"),
            )
            .arg(
                "location",
                pointer
                    .get("location")
                    .and_then(Value::as_str)
                    .unwrap_or("?"),
            ),
    )
}

/// The places a JCloisterZone location names (board orientation): edges, half-edges, inside.
fn location_places(location: &str) -> Option<(Vec<Edge>, Vec<HalfEdge>, u8)> {
    let mut edges = Vec::new();
    let mut halves = Vec::new();
    // 0: no inner place, 1: JCloisterZone's `I`, 2: its `II`.
    let mut inner = 0;
    for atom in location.split('.') {
        let half = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]
            .iter()
            .position(|h| *h == atom);
        if let Some(i) = half {
            halves.push(HalfEdge::from_index(i));
        } else if atom == "I" {
            inner = 1;
        } else if atom == "II" {
            inner = 2;
        } else if let Some(but) = atom.strip_prefix('_') {
            let e = Edge::parse(but)?;
            edges.extend(Edge::ALL.into_iter().filter(|x| *x != e));
        } else {
            for c in atom.chars() {
                edges.push(Edge::parse(&c.to_string())?);
            }
        }
    }
    edges.sort();
    edges.dedup();
    halves.sort();
    halves.dedup();
    Some((edges, halves, inner))
}

/// Arbiter's locator for a JCloisterZone feature pointer on `tile` turned by `rot`: the part
/// whose places, turned, are exactly the pointer's.
pub fn pointer_locator(tile: &TileDef, rot: Rotation, pointer: &Value) -> Option<Locator> {
    tile_part(tile, rot, pointer).or_else(|| super::jcz_bridges::road_locator(pointer))
}

/// The part of `tile` turned by `rot` a JCloisterZone feature pointer names, among the tile's
/// own parts.
fn tile_part(tile: &TileDef, rot: Rotation, pointer: &Value) -> Option<Locator> {
    let name = pointer.get("feature")?.as_str()?;
    let kind = FeatureKind::ALL
        .into_iter()
        .find(|k| k.def().jcz.contains(&name))?;
    let (edges, halves, inner) = location_places(pointer.get("location")?.as_str()?)?;
    let index = tile.features.iter().position(|f| {
        if f.kind != kind {
            return false;
        }
        match kind.lies() {
            arbiter_engine::carcassonne::expansions::Lies::Inside => true,
            _ => {
                let mut fe: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
                let mut fh: Vec<HalfEdge> = f.halves.iter().map(|h| h.rotate(rot)).collect();
                fe.sort();
                fh.sort();
                let f_inner = match (f.inner, f.inner2) {
                    _ if kind.lies()
                        != arbiter_engine::carcassonne::expansions::Lies::HalfEdges =>
                    {
                        0
                    }
                    (_, true) => 2,
                    (true, false) => 1,
                    (false, false) => 0,
                };
                fe == edges && fh == halves && f_inner == inner
            }
        }
    })?;
    Some(Locator::of_feature(tile, rot, index))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps as a box might declare them (made up here; The Tower declares its own).
    const RAISE: JczStepDef = JczStepDef {
        message: "PLACE_TOKEN",
        when: Some(("token", "TOWER_PIECE")),
        step: "raise",
        param: JczParam::Square("pointer"),
    };
    const CAPTURE: JczStepDef = JczStepDef {
        message: "CAPTURE_FOLLOWER",
        when: None,
        step: "capture",
        param: JczParam::Piece("pointer"),
    };
    const RANSOM: JczStepDef = JczStepDef {
        message: "PAY_RANSOM",
        when: None,
        step: "ransom",
        param: JczParam::Player("jailer"),
    };

    #[test]
    fn a_piece_pointer_that_is_a_bare_square_is_the_movers_piece_there() {
        // The fairy under `fairy-placement: on-tile`: moved to a tile, not beside a meeple.
        const MOVE: JczStepDef = JczStepDef {
            message: "MOVE_NEUTRAL_FIGURE",
            when: None,
            step: "fairy",
            param: JczParam::Piece("to"),
        };
        let on_tile: Value = serde_json::from_str(
            r#"{"type": "MOVE_NEUTRAL_FIGURE", "payload": {"figureId": "fairy.1", "to": [-1, 2]}}"#,
        )
        .unwrap();
        let colors = [Color::Red, Color::Blue];
        let step = |msg: &Value| {
            step_of(
                3,
                msg,
                &colors,
                &[&MOVE],
                &Laid::default(),
                &mut Vec::new(),
                1,
            )
        };
        assert_eq!(step(&on_tile).unwrap(), "fairy=blue@-1,2");
        let nowhere: Value = serde_json::from_str(
            r#"{"type": "MOVE_NEUTRAL_FIGURE", "payload": {"figureId": "fairy.1", "to": {"meepleId": "x"}}}"#,
        )
        .unwrap();
        assert!(step(&nowhere).is_err());
    }

    #[test]
    fn declared_steps_are_kept_in_their_turn_and_read_as_a_record_writes_them() {
        let replay: Vec<Value> = serde_json::from_str(
            r#"[
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L", "rotation": "R0", "position": [1, 0]}},
              {"type": "PLACE_TOKEN", "payload": {"token": "TOWER_PIECE", "pointer": {"position": [1, 2], "feature": "Tower"}}},
              {"type": "CAPTURE_FOLLOWER", "payload": {"pointer": {"position": [3, 2], "meepleId": "1.small.2"}}},
              {"type": "COMMIT"},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L", "rotation": "R0", "position": [2, 0]}},
              {"type": "PAY_RANSOM", "payload": {"jailer": 0}},
              {"type": "COMMIT"}
            ]"#,
        )
        .unwrap();
        let declared = [&RAISE, &CAPTURE, &RANSOM];
        let played = turns(&replay, &declared).unwrap();
        assert_eq!(played.len(), 2);
        let colors = [Color::Red, Color::Blue];
        let written: Vec<Vec<String>> = played
            .iter()
            .map(|t| {
                t.steps
                    .iter()
                    .map(|&(n, m)| {
                        step_of(
                            n,
                            m,
                            &colors,
                            &declared,
                            &Laid::default(),
                            &mut Vec::new(),
                            0,
                        )
                        .unwrap()
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            written,
            [vec!["raise=1,2", "capture=blue@3,2"], vec!["ransom=red"]]
        );
        // A message no expansion declares (or a token another one means) is refused, naming it.
        let bridge: Vec<Value> = serde_json::from_str(
            r#"[{"type": "PLACE_TOKEN", "payload": {"token": "BRIDGE"}}, {"type": "COMMIT"}]"#,
        )
        .unwrap();
        assert!(turns(&bridge, &declared).is_err());
        assert!(turns(&replay, &[]).is_err());
        // A parameter that is not where the declaration says is a broken message.
        let broken: Value =
            serde_json::from_str(r#"{"type": "CAPTURE_FOLLOWER", "payload": {"pointer": {}}}"#)
                .unwrap();
        assert!(step_of(
            9,
            &broken,
            &colors,
            &declared,
            &Laid::default(),
            &mut Vec::new(),
            0
        )
        .is_err());
    }

    #[test]
    fn declared_steps_after_a_commit_are_the_committed_turn_s() {
        // A flight after the scoring: JCloisterZone sends it after the turn's COMMIT, before
        // the next tile (or the end), with no COMMIT of its own. A ransom paid before the next
        // tile is the next turn's (JCloisterZone takes it in any phase).
        const FLIGHT: JczStepDef = JczStepDef {
            message: "MOVE_NEUTRAL_FIGURE",
            when: None,
            step: "dragon",
            param: JczParam::Square("to"),
        };
        const PAID: JczStepDef = JczStepDef {
            message: "PAY_RANSOM",
            when: None,
            step: "tower-ransom",
            param: JczParam::KindHeldBy("meepleId"),
        };
        let replay: Vec<Value> = serde_json::from_str(
            r#"[
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L", "rotation": "R0", "position": [1, 0]}},
              {"type": "COMMIT", "payload": {"random": 0.1}},
              {"type": "MOVE_NEUTRAL_FIGURE", "payload": {"figureId": "dragon.1", "to": [1, 2]}},
              {"type": "PAY_RANSOM", "payload": {"meepleId": "1.small.2"}},
              {"type": "PLACE_TILE", "payload": {"tileId": "BA/L", "rotation": "R0", "position": [2, 0]}},
              {"type": "COMMIT", "payload": {"random": 0.2}},
              {"type": "MOVE_NEUTRAL_FIGURE", "payload": {"figureId": "dragon.1", "to": [3, 2]}}
            ]"#,
        )
        .unwrap();
        let played = turns(&replay, &[&FLIGHT, &PAID]).unwrap();
        assert_eq!(played.len(), 2);
        let numbers = |steps: &[(usize, &Value)]| steps.iter().map(|&(n, _)| n).collect::<Vec<_>>();
        let later: Vec<Vec<usize>> = played.iter().map(|t| numbers(&t.later)).collect();
        assert_eq!(later, [vec![3], vec![7]]);
        let steps: Vec<Vec<usize>> = played.iter().map(|t| numbers(&t.steps)).collect();
        assert_eq!(steps, [vec![], vec![4]]);
        // The big top draws with the turn's own COMMIT, before the flight after it.
        assert_eq!(last_commit(&played[0], &replay), Some(0.1));
    }

    #[test]
    fn locations_parse() {
        let (e, h, i) = location_places("_N").unwrap();
        assert_eq!(e, vec![Edge::E, Edge::S, Edge::W]);
        assert!(h.is_empty() && i == 0);
        assert_eq!(location_places("II").map(|(_, _, i)| i), Some(2));
        assert_eq!(location_places("I").map(|(_, _, i)| i), Some(1));
        let (e, h, _) = location_places("NL.NR.EL.WR").unwrap();
        assert!(e.is_empty());
        assert_eq!(
            h,
            vec![HalfEdge::Nnw, HalfEdge::Nne, HalfEdge::Ene, HalfEdge::Wnw]
        );
        assert_eq!(location_places("NWSE").unwrap().0.len(), 4);
    }

    #[test]
    fn unknown_sets_are_refused() {
        let e = import(br#"{"setup": {"sets": {"corn-circles:1": 1}}}"#).unwrap_err();
        assert_eq!(e.message.key, msg::JCZ_UNKNOWN_SET);
        let e = import(b"not json").unwrap_err();
        assert_eq!(e.message.key, msg::JCZ_NOT_JSON);
    }
}
