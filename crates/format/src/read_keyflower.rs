//! The Keyflower position file (and a standalone move) read from the event tree of
//! [`super::tree`] into the file types of [`super::keyflower`], collecting every error of shape
//! (unknown keys, wrong types, missing keys) instead of stopping at the first, as Carcassonne
//! positions are read ([`super::read_position`]).

use super::keyflower::{
    CarryFile, CostFile, MoveFile, PlaceFile, PlacementFile, PlayerFile, PositionFile, PrintedFile,
    ResourceCounts, SkillCounts, TileFile, TileWorkersFile, TransportFile, VillageTile,
    WithdrawFile, WorkerCounts,
};
use super::keyflower_keys as keys;
use super::shape::Key;
use super::tree::{boolean, fields_aliased, integer, integers, list, named, string, Fields, Node};
use super::yaml::Spanned;
use super::InputError;
use arbiter_engine::keyflower::Message;
use arbiter_ids::msg;

type Errors = Vec<InputError>;

/// The Dutch names of the keys a Keyflower position, move or record takes that name no value
/// (written name, key); the names that are values too are [`DUTCH_NAMES`].
const KEY_NAMES: &[(&str, &str)] = &[
    ("spel", "game"),
    ("seizoen", "season"),
    ("starttegel_in_spel", "start_tile_in_play"),
    ("spelers_aan_tafel", "players_at_table"),
    ("opties", "options"),
    ("spelers", "players"),
    ("aanbod", "offer"),
    ("zet", "move"),
    ("naam", "name"),
    ("kleur", "colour"),
    ("wintertegels", "winter_tiles"),
    ("startspeler", "start_player"),
    ("startspelertegel_gewonnen", "won_winter_start_tile"),
    ("werkers", "workers"),
    ("vaardigheden", "skills"),
    ("dorp", "village"),
    ("tegel", "tile"),
    ("op", "at"),
    ("draaiing", "rotation"),
    ("kant", "face"),
    ("randen", "edges"),
    ("grondstoffen", "resources"),
    ("biedingen", "bids"),
    ("gedrukt", "printed"),
    ("omgedraaid", "flipped_by_flipper"),
    ("gebruiken", "uses"),
    ("plat", "flat"),
    ("speler", "player"),
    ("aantal", "count"),
    ("punten", "vp"),
    ("kar", "cart"),
    ("opwaarderingen", "upgrades"),
    ("ruil", "rate"),
    ("zeebries", "sea-breese"),
    ("kosten", "cost"),
    ("opslag", "stores"),
    ("bod", "bid"),
    ("gebruik", "use"),
    ("leggen", "place"),
    ("terugnemen", "withdraw"),
    ("van", "from"),
    ("naar", "to"),
    ("vervoer", "carry"),
    ("opwaarderen", "upgrade"),
    ("grondstof", "resource"),
    ("naar_keuze", "any"),
    ("starttegel", "start_tile"),
    ("boten", "boats"),
    ("seizoenen", "seasons"),
    ("acties", "actions"),
    ("boot", "boat"),
    ("passen", "pass"),
    ("krijgt", "gets"),
    ("geeft", "gives"),
];

/// The Dutch names of the values a Keyflower file names that are never keys (seasons of the
/// standing position, faces, the end): (written name, value).
const VALUE_ONLY_NAMES: &[(&str, &str)] = &[
    ("lente", "spring"),
    ("voorjaar", "spring"),
    ("najaar", "autumn"),
    ("einde", "end"),
    ("voorkant", "front"),
    ("opgewaardeerd", "upgraded"),
];

/// The Dutch names that are both keys and values (resources, skills, colours, the seasons a
/// record's `seasons:` is keyed by): `{goud: 2}` and `resource: goud` alike.
const DUTCH_NAMES: &[(&str, &str)] = &[
    ("goud", "gold"),
    ("ijzer", "iron"),
    ("steen", "stone"),
    ("hout", "wood"),
    ("aambeeld", "anvil"),
    ("houweel", "pick-axe"),
    ("zaag", "saw"),
    ("blauw", "blue"),
    ("rood", "red"),
    ("geel", "yellow"),
    ("groen", "green"),
    ("zomer", "summer"),
    ("herfst", "autumn"),
];

/// The Dutch name of every key a Keyflower position, move or record takes, read as the
/// English key (written name, key). Listed in `docs/keyflower-position.md`.
pub static DUTCH_KEYS: std::sync::LazyLock<Vec<(&str, &str)>> =
    std::sync::LazyLock::new(|| KEY_NAMES.iter().chain(DUTCH_NAMES).copied().collect());

/// The Dutch names of the values a Keyflower file names (resources, skills, colours,
/// seasons, faces), read as the English ones (written name, value).
fn dutch_value(folded: &str) -> Option<&'static str> {
    DUTCH_NAMES
        .iter()
        .chain(VALUE_ONLY_NAMES)
        .find(|(nl, _)| *nl == folded)
        .map(|(_, value)| *value)
}

/// A Keyflower mapping: its keys among `known`, each also readable by its Dutch name.
pub(crate) fn fields<'n, 'a>(
    node: &'n Node<'a>,
    known: &[Key],
    errors: &mut Errors,
) -> Option<Fields<'n, 'a>> {
    fields_aliased(node, known, &DUTCH_KEYS, errors)
}

/// A name written as a value (a resource, a skill, a colour, a season, a face), in English or Dutch,
/// as its English key; any other text is kept as written, for validation to report.
/// The name of a player written with a colour and no name: the colour's name in the output
/// language, capitalised ("Red", "Rood"); a colour arbiter has no word for as written.
fn colour_name(colour: &str) -> String {
    let lang = arbiter_i18n::output_lang();
    if arbiter_i18n::Localizer::new(lang).has(&format!("color-{colour}")) {
        return arbiter_i18n::colour_as_name(colour);
    }
    let mut chars = colour.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// The player a `player:` entry names: by name, or by colour (in English or Dutch, or the
/// colour's name in either language: `red`, `rood`, `Red`, `Rood`), so that a file whose
/// players have only colours can name them; the index in `players` (name, colour).
pub(crate) fn player_named<'a>(
    players: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
    written: &str,
) -> Option<usize> {
    let players: Vec<(&str, Option<&str>)> = players.into_iter().collect();
    if let Some(i) = players.iter().position(|(name, _)| *name == written) {
        return Some(i);
    }
    let f = folded(written);
    let key = dutch_value(&f).unwrap_or(&f);
    players
        .iter()
        .position(|(_, colour)| colour.is_some_and(|c| folded(c) == key))
}

pub(crate) fn value_name(written: Spanned<String>) -> Spanned<String> {
    let f = folded(&written.value);
    match dutch_value(&f) {
        Some(key) => Spanned::new(key.to_string(), written.loc),
        None => written,
    }
}

/// A name written for a tile, folded for comparison: lower case, spaces and underscores as
/// hyphens, apostrophes dropped (`Craftsman's guild` reads `craftsmans-guild`).
pub(crate) fn folded(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !matches!(c, '\'' | '’'))
        .map(|c| match c {
            ' ' | '_' => '-',
            c => c.to_ascii_lowercase(),
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Every tile's English and Dutch name (as `tiles --game keyflower` lists them), folded, with
/// the key it stands for.
static TILE_NAMES: std::sync::LazyLock<Vec<(String, &'static str)>> =
    std::sync::LazyLock::new(|| {
        use arbiter_i18n::Localizer;
        use arbiter_rulings::lang::Lang;
        let books = [Localizer::new(Lang::En), Localizer::new(Lang::Nl)];
        arbiter_engine::keyflower::catalogue::TILES
            .iter()
            .flat_map(|t| {
                let id = format!("kf-tile-{}", t.key);
                books
                    .iter()
                    .map(move |b| (folded(&b.text(&id)), t.key))
                    .collect::<Vec<_>>()
            })
            .collect()
    });

/// Every tile's English and Dutch name, folded (`houthakker`, `gold-mine`), for "did you
/// mean".
pub(crate) fn tile_names() -> impl Iterator<Item = &'static str> {
    let names: &'static [(String, &'static str)] = &TILE_NAMES;
    names.iter().map(|(name, _)| name.as_str())
}

/// The key of a tile written by its key or by its English or Dutch name (`smidse`,
/// `Gold mine`); any other text is kept as written, for validation to report.
pub(crate) fn tile_name(written: Spanned<String>) -> Spanned<String> {
    if arbiter_engine::keyflower::catalogue::find(&written.value).is_some() {
        return written;
    }
    let f = folded(&written.value);
    match TILE_NAMES.iter().find(|(name, _)| *name == f) {
        Some((_, key)) => Spanned::new(key.to_string(), written.loc),
        None => written,
    }
}

/// The colour of a bid, a use or tiles' workers: `colour` (the documented spelling) or
/// `color`, in English or Dutch; `required` reports it missing.
fn colour_field(f: &Fields, required: bool, errors: &mut Errors) -> Option<Spanned<String>> {
    let node = if required {
        f.required_any(&["colour", "color"], errors)
    } else {
        // Both asked for, so that the table's every key is read.
        let (documented, other) = (f.get("colour"), f.get("color"));
        documented.or(other)
    };
    node.and_then(|n| string(n, errors)).map(value_name)
}

fn text(f: &Fields, key: &str, errors: &mut Errors) -> Option<Spanned<String>> {
    f.get(key).and_then(|n| string(n, errors))
}

fn number(f: &Fields, key: &str, errors: &mut Errors) -> Option<Spanned<i64>> {
    f.get(key).and_then(|n| integer::<i64>(n, "i64", errors))
}

fn flag(f: &Fields, key: &str, errors: &mut Errors) -> Option<bool> {
    f.get(key).and_then(|n| boolean(n, errors)).map(|b| b.value)
}

/// The items of an optional list, each read by `item`; a broken item is left out (its errors
/// reported) and the rest are read.
fn items<T>(
    f: &Fields,
    key: &str,
    errors: &mut Errors,
    mut item: impl FnMut(&Node, &mut Errors) -> Option<T>,
) -> Vec<T> {
    f.get(key)
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|n| item(n, errors)).collect())
        .unwrap_or_default()
}

/// A mapping of counts (`{blue: 2, red: 1}`), its keys those of `shape`, in their order.
fn counts<const N: usize>(
    node: &Node,
    shape: &keys::Shape,
    errors: &mut Errors,
) -> Option<[Option<Spanned<i64>>; N]> {
    let f = fields(node, shape.keys, errors)?;
    Some(std::array::from_fn(|i| {
        number(&f, shape.keys[i].name, errors)
    }))
}

pub(crate) fn worker_counts(node: &Node, errors: &mut Errors) -> Option<WorkerCounts> {
    let [blue, red, yellow, green] = counts(node, &keys::WORKERS, errors)?;
    Some(WorkerCounts {
        blue,
        red,
        yellow,
        green,
    })
}

pub(crate) fn skill_counts(node: &Node, errors: &mut Errors) -> Option<SkillCounts> {
    let [anvil, pick_axe, saw] = counts(node, &keys::SKILLS, errors)?;
    Some(SkillCounts {
        anvil,
        pick_axe,
        saw,
    })
}

pub(crate) fn resource_counts(node: &Node, errors: &mut Errors) -> Option<ResourceCounts> {
    let [gold, iron, stone, wood] = counts(node, &keys::RESOURCES, errors)?;
    Some(ResourceCounts {
        gold,
        iron,
        stone,
        wood,
    })
}

fn cost(node: &Node, errors: &mut Errors) -> Option<Spanned<CostFile>> {
    let f = fields(node, keys::COST.keys, errors)?;
    let mut n = |k| number(&f, k, errors);
    let cost = CostFile {
        gold: n("gold"),
        iron: n("iron"),
        stone: n("stone"),
        wood: n("wood"),
        any: n("any"),
        anvil: n("anvil"),
        pick_axe: n("pick-axe"),
        saw: n("saw"),
    };
    Some(Spanned::new(cost, node.loc()))
}

/// `[q, r]`: exactly two whole numbers.
fn hex(node: &Node, errors: &mut Errors) -> Option<Spanned<[i64; 2]>> {
    let numbers: Vec<i64> = integers(node, errors)?
        .into_iter()
        .map(|n| n.value)
        .collect();
    match numbers[..] {
        [q, r] => Some(Spanned::new([q, r], node.loc())),
        _ => {
            errors.push(InputError::new(
                Message::new(msg::KF_INPUT_BAD_HEX).arg("count", numbers.len()),
                node.loc(),
            ));
            None
        }
    }
}

/// A village tile named by its key or by `[q, r]`.
fn village_tile(node: &Node, errors: &mut Errors) -> Option<Spanned<VillageTile>> {
    match node {
        Node::Seq { .. } => {
            hex(node, errors).map(|h| Spanned::new(VillageTile::At(h.value), h.loc))
        }
        _ => string(node, errors)
            .map(tile_name)
            .map(|s| Spanned::new(VillageTile::Key(s.value), s.loc)),
    }
}

/// Reads the whole file, a broken entry left out (its errors reported), or `None` when the
/// game, the season or a player cannot be read.
pub fn position_file(root: &Node, errors: &mut Errors) -> Option<PositionFile> {
    position_file_with(root, keys::POSITION.keys, errors)
}

/// As [`position_file`], the top level holding the keys `known` (a game record's:
/// [`keys::record_keys`]).
pub fn position_file_with(root: &Node, known: &[Key], errors: &mut Errors) -> Option<PositionFile> {
    let f = fields(root, known, errors)?;
    let game = f.required("game", errors).and_then(|n| string(n, errors));
    let season = f
        .required("season", errors)
        .and_then(|n| string(n, errors))
        .map(value_name);
    let start_tile_in_play = flag(&f, "start_tile_in_play", errors);
    let players_at_table = number(&f, "players_at_table", errors);
    let options = f
        .get("options")
        .and_then(|n| named(n, errors, |v, e| string(v, e)))
        .map(|v| v.into_iter().collect())
        .unwrap_or_default();
    // Every player read, though maybe with a broken entry of theirs left out: names can be
    // resolved, and the values that were read checked.
    let mut players_ok = true;
    let players = f
        .required("players", errors)
        .and_then(|n| list(n, errors))
        .map(|items| {
            let read: Vec<_> = items.iter().filter_map(|p| player(p, errors)).collect();
            players_ok = read.len() == items.len();
            read
        });
    let offer = items(&f, "offer", errors, |n, e| tile(n, e).map(|t| t.value));
    let mv = f.get("move").and_then(|n| move_file(n, errors));
    let (Some(game), Some(season), Some(players), true) = (game, season, players, players_ok)
    else {
        return None;
    };
    Some(PositionFile {
        game,
        season,
        start_tile_in_play,
        players_at_table,
        options,
        players,
        offer,
        mv,
    })
}

fn player(node: &Node, errors: &mut Errors) -> Option<PlayerFile> {
    let f = fields(node, keys::PLAYER.keys, errors)?;
    let name = f.get("name").and_then(|n| string(n, errors));
    let start_player = flag(&f, "start_player", errors).unwrap_or(false);
    let won_winter_start_tile = flag(&f, "won_winter_start_tile", errors).unwrap_or(false);
    let workers = f
        .get("workers")
        .and_then(|n| worker_counts(n, errors))
        .unwrap_or_default();
    let skills = f
        .get("skills")
        .and_then(|n| skill_counts(n, errors))
        .unwrap_or_default();
    let village = items(&f, "village", errors, tile);
    let winter_tiles = items(&f, "winter_tiles", errors, |n, e| {
        string(n, e).map(tile_name)
    });
    let colour = colour_field(&f, false, errors);
    // A player left unnamed is called by the colour (in the output language), as in a
    // Carcassonne position; a player with neither is asked for a name.
    let name = match (name, &colour) {
        (Some(name), _) => name,
        (None, Some(c)) => Spanned::new(colour_name(&c.value), c.loc),
        (None, None) => {
            f.required("name", errors);
            return None;
        }
    };
    Some(PlayerFile {
        name,
        colour,
        winter_tiles,
        start_player,
        won_winter_start_tile,
        workers,
        skills,
        village,
    })
}

pub(crate) fn tile(node: &Node, errors: &mut Errors) -> Option<Spanned<TileFile>> {
    let f = fields(node, keys::TILE.keys, errors)?;
    let key = f
        .required("tile", errors)
        .and_then(|n| string(n, errors))
        .map(tile_name);
    let at = f.get("at").and_then(|n| hex(n, errors));
    let rotation = number(&f, "rotation", errors);
    let face = text(&f, "face", errors).map(value_name);
    let edges = text(&f, "edges", errors);
    let resources = f
        .get("resources")
        .and_then(|n| resource_counts(n, errors))
        .unwrap_or_default();
    let workers = f.get("workers").and_then(|n| tile_workers(n, errors));
    let bids = items(&f, "bids", errors, |n, e| {
        let f = fields(n, keys::BID.keys, e)?;
        let player = f.required("player", e).and_then(|n| string(n, e));
        let colour = colour_field(&f, true, e);
        let count = f.required("count", e).and_then(|n| integer(n, "i64", e));
        let flat = flag(&f, "flat", e).unwrap_or(false);
        Some(super::keyflower::BidFile {
            player: player?,
            colour: colour?,
            count: count?,
            flat,
        })
    });
    let printed = f
        .get("printed")
        .and_then(|n| printed(n, errors))
        .unwrap_or_default();
    let flipped_by_flipper = f.get("flipped_by_flipper").and_then(|n| boolean(n, errors));
    Some(Spanned::new(
        TileFile {
            tile: key?,
            at,
            rotation,
            face,
            edges,
            resources,
            workers,
            bids,
            printed,
            flipped_by_flipper,
        },
        node.loc(),
    ))
}

fn tile_workers(node: &Node, errors: &mut Errors) -> Option<TileWorkersFile> {
    let f = fields(node, keys::TILE_WORKERS.keys, errors)?;
    let colour = colour_field(&f, true, errors);
    let uses = f.required("uses", errors).and_then(|n| integers(n, errors));
    let flat = f
        .get("flat")
        .and_then(|n| worker_counts(n, errors))
        .unwrap_or_default();
    Some(TileWorkersFile {
        colour: colour?,
        uses: uses?,
        flat,
    })
}

pub(crate) fn printed(node: &Node, errors: &mut Errors) -> Option<PrintedFile> {
    let f = fields(node, keys::PRINTED.keys, errors)?;
    // A number printed on a tile is never negative (a total of -2999995 is a typo); too
    // large a number is the range check's (`kf-input-number-range`).
    let printed_number = |key: &str, errors: &mut Errors| {
        number(&f, key, errors).filter(|n| {
            if n.value < 0 {
                errors.push(InputError::new(
                    Message::new(msg::RELIABILITY_PRINTED_NEGATIVE)
                        .arg("key", key)
                        .arg("value", n.value),
                    n.loc,
                ));
            }
            n.value >= 0
        })
    };
    Some(PrintedFile {
        vp: printed_number("vp", errors),
        cart: printed_number("cart", errors),
        upgrades: printed_number("upgrades", errors),
        rate: printed_number("rate", errors),
        sea_breese: printed_number("sea-breese", errors),
        cost: f.get("cost").and_then(|n| cost(n, errors)),
        stores: text(&f, "stores", errors).map(value_name),
    })
}

/// A move: its own document, or the `move:` section of a position.
pub fn move_file(node: &Node, errors: &mut Errors) -> Option<Spanned<MoveFile>> {
    move_file_with(node, keys::MOVE.keys, errors)
}

/// As [`move_file`], the move holding the keys `known` (a game record's action:
/// [`keys::action_keys`]).
pub fn move_file_with(
    node: &Node,
    known: &[Key],
    errors: &mut Errors,
) -> Option<Spanned<MoveFile>> {
    let f = fields(node, known, errors)?;
    let player = f.required("player", errors).and_then(|n| string(n, errors));
    let bid = f.get("bid").and_then(|n| placement(n, errors));
    let use_ = f.get("use").and_then(|n| placement(n, errors));
    let transport = f.get("transport").and_then(|n| transport(n, errors));
    let place = f.get("place").and_then(|n| place(n, errors));
    let withdraw = f.get("withdraw").and_then(|n| {
        let w = fields(n, keys::WITHDRAW.keys, errors)?;
        let tile = w.required("tile", errors).and_then(|n| string(n, errors))?;
        Some(WithdrawFile {
            tile: tile_name(tile),
        })
    });
    Some(Spanned::new(
        MoveFile {
            player: player?,
            bid,
            use_,
            transport,
            place,
            withdraw,
        },
        node.loc(),
    ))
}

/// The fields a bid, a use and a transport share.
struct Workers {
    tile: Option<Spanned<String>>,
    colour: Option<Spanned<String>>,
    count: Option<Spanned<i64>>,
    workers: Option<Spanned<WorkerCounts>>,
    from: Vec<Spanned<String>>,
}

fn workers(f: &Fields, errors: &mut Errors) -> Workers {
    Workers {
        tile: f
            .required("tile", errors)
            .and_then(|n| string(n, errors))
            .map(tile_name),
        colour: colour_field(f, false, errors),
        count: number(f, "count", errors),
        workers: f
            .get("workers")
            .and_then(|n| worker_counts(n, errors).map(|w| Spanned::new(w, n.loc()))),
        from: items(f, "from", errors, |n, e| string(n, e).map(tile_name)),
    }
}

fn placement(node: &Node, errors: &mut Errors) -> Option<PlacementFile> {
    let f = fields(node, keys::PLACEMENT.keys, errors)?;
    let w = workers(&f, errors);
    Some(PlacementFile {
        tile: w.tile?,
        colour: w.colour,
        count: w.count,
        workers: w.workers,
        from: w.from,
    })
}

fn transport(node: &Node, errors: &mut Errors) -> Option<TransportFile> {
    let f = fields(node, keys::TRANSPORT.keys, errors)?;
    let w = workers(&f, errors);
    let carry = items(&f, "carry", errors, |n, e| {
        let c = fields(n, keys::CARRY.keys, e)?;
        let from = c.required("from", e).and_then(|n| village_tile(n, e));
        let to = c.required("to", e).and_then(|n| village_tile(n, e));
        let resource = c
            .required("resource", e)
            .and_then(|n| string(n, e))
            .map(value_name);
        let count = number(&c, "count", e);
        Some(CarryFile {
            from: from?,
            to: to?,
            resource: resource?,
            count,
        })
    });
    let upgrade = items(&f, "upgrade", errors, village_tile);
    Some(TransportFile {
        tile: w.tile?,
        colour: w.colour,
        count: w.count,
        workers: w.workers,
        from: w.from,
        carry,
        upgrade,
    })
}

fn place(node: &Node, errors: &mut Errors) -> Option<PlaceFile> {
    let f = fields(node, keys::PLACE.keys, errors)?;
    let tile = f
        .required("tile", errors)
        .and_then(|n| string(n, errors))
        .map(tile_name);
    let at = f.required("at", errors).and_then(|n| hex(n, errors));
    let rotation = number(&f, "rotation", errors);
    let edges = f.required("edges", errors).and_then(|n| string(n, errors));
    Some(PlaceFile {
        tile: tile?,
        at: at?,
        rotation,
        edges: edges?,
    })
}
