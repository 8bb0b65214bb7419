//! `arbiter tiles show KEY --game keyflower`: one Keyflower tile, its names in both languages,
//! its kind (season), its faces, the points of each face, its upgrade cost and what it does on
//! each face (what a use produces, its ability, what it scores at the end), each number with
//! how sure the catalogue is of it; an unknown key is refused with the nearest one.

use arbiter_engine::keyflower::catalogue::{
    self, Conf, Effect, Kind, Num, Resource, Skill, TileDef,
};
use arbiter_engine::verdict::Arg;
use arbiter_i18n::Localizer;
use arbiter_ids::msg;
use arbiter_rulings::lang::Lang;
use serde::Serialize;

use super::args::Format;
use super::diagnostics::print_plain_error;
use super::{Ctx, Outcome};

/// A shown tile, as data.
#[derive(Debug, Serialize)]
struct ShownTile {
    /// Its key.
    key: &'static str,
    /// English name.
    en: String,
    /// Dutch name.
    nl: String,
    /// Kind (season) key.
    kind: &'static str,
    /// The faces a position file may name (`front`, `upgraded`, `a`, `b`).
    faces: Vec<&'static str>,
    /// Printed points, front and upgraded (null when no source gives it).
    points: [Option<i32>; 2],
    /// Upgrade cost in words (null when none is known).
    cost: Option<String>,
    /// What the tile does, face by face, in words.
    does: Vec<Does>,
}

/// One thing a tile does, in words.
#[derive(Debug, Serialize)]
struct Does {
    /// `use` (a worker on it), `ability` (a summer boat's), `role` (a turn-order tile's)
    /// or `end` (what it scores at the end of the game).
    when: &'static str,
    /// The face it is about (`front`, `upgraded`, `a`, `b`), null for every face.
    face: Option<&'static str>,
    /// The line as shown, its source included.
    text: String,
}

/// The tile a key or a name (English or Dutch, any case) names.
pub(super) fn find(word: &str) -> Option<&'static TileDef> {
    let (en, nl) = (Localizer::new(Lang::En), Localizer::new(Lang::Nl));
    let w = word.trim().to_lowercase();
    catalogue::TILES.iter().find(|t| {
        let id = format!("kf-tile-{}", t.key);
        t.key == w || en.text(&id).to_lowercase() == w || nl.text(&id).to_lowercase() == w
    })
}

/// A message with arguments.
fn say(ctx: &Ctx, id: &str, args: &[(&str, Arg)]) -> String {
    ctx.loc.text_with(id, args)
}

/// How sure the catalogue is of a number, in words after it (`" (unconfirmed: only ALS gives
/// this)"`), as the facts sheet marks it.
fn source(ctx: &Ctx, conf: Conf) -> String {
    let text = match conf {
        Conf::Rulebook => ctx.t(msg::KF_TILE_SHOW_CONF_RULEBOOK),
        Conf::Derived => ctx.t(msg::KF_TILE_SHOW_CONF_DERIVED),
        Conf::Unknown => ctx.t(msg::KF_TILE_SHOW_CONF_UNKNOWN),
        Conf::Unverified(sources) => {
            let names: Vec<&str> = sources.split(", ").collect();
            let listed = match names.split_last() {
                Some((last, first)) if !first.is_empty() => say(
                    ctx,
                    msg::KF_TILE_SHOW_AND,
                    &[("first", first.join(", ").into()), ("last", (*last).into())],
                ),
                _ => sources.to_string(),
            };
            say(
                ctx,
                msg::KF_TILE_SHOW_CONF_UNVERIFIED,
                &[
                    ("source", listed.into()),
                    ("count", names.len().into()),
                    (
                        "bda",
                        if names.contains(&"BDA") { "yes" } else { "no" }.into(),
                    ),
                ],
            )
        }
    };
    format!(" {text}")
}

/// The sources of several numbers said once when they agree, else one after the other.
fn sources(ctx: &Ctx, confs: &[Conf]) -> String {
    let mut out = String::new();
    for (i, c) in confs.iter().enumerate() {
        if !confs[..i].contains(c) {
            out.push_str(&source(ctx, *c));
        }
    }
    out
}

/// A printed number as a message argument: the number (plurals follow it), or `?`.
fn count(ctx: &Ctx, n: Num) -> Arg {
    match n.value {
        Some(v) => v.into(),
        None => ctx.t(msg::KF_TILE_SHOW_UNKNOWN).into(),
    }
}

/// A printed number, or `?` when no source gives it.
fn number(ctx: &Ctx, n: Num) -> String {
    n.value
        .map_or_else(|| ctx.t(msg::KF_TILE_SHOW_UNKNOWN), |v| v.to_string())
}

/// Items in words ("1 stone, 1 wood"): resources, resources of any kind, skills.
fn items(ctx: &Ctx, resources: [u8; 4], any: u8, skills: [u8; 3]) -> String {
    let mut out: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&r| resources[r as usize] > 0)
        .map(|r| {
            format!(
                "{} {}",
                resources[r as usize],
                ctx.t(&format!("kf-resource-{}", r.key()))
            )
        })
        .collect();
    if any > 0 {
        out.push(say(
            ctx,
            msg::KF_TILE_SHOW_ANY,
            &[("count", u32::from(any).into())],
        ));
    }
    out.extend(
        Skill::ALL
            .into_iter()
            .filter(|&k| skills[k as usize] > 0)
            .map(|k| {
                format!(
                    "{} {}",
                    skills[k as usize],
                    ctx.t(&format!("kf-skill-{}", k.key()))
                )
            }),
    );
    out.join(", ")
}

/// `tile`'s upgrade cost in words ("1 stone, 1 wood"), without its source.
fn cost(ctx: &Ctx, tile: &TileDef) -> Option<String> {
    let c = tile.cost?;
    Some(items(ctx, c.resources, c.any, c.skills))
}

/// The faces of `tile` as position files name them, and the line that describes them.
fn faces(tile: &TileDef) -> (Vec<&'static str>, &'static str) {
    match tile.kind {
        Kind::Home => (vec!["front", "upgraded"], msg::KF_TILE_SHOW_FACES_HOME),
        Kind::Spring | Kind::Summer | Kind::Autumn => (
            vec!["front", "upgraded"],
            msg::KF_TILE_SHOW_FACES_UPGRADABLE,
        ),
        Kind::SummerBoat => (vec!["a", "b"], msg::KF_TILE_SHOW_FACES_SUMMER_BOAT),
        Kind::Winter => (vec!["front"], msg::KF_TILE_SHOW_FACES_WINTER),
        Kind::Boat => (vec!["front"], msg::KF_TILE_SHOW_FACES_BOAT),
        Kind::TurnOrder => (vec!["front"], msg::KF_TILE_SHOW_FACES_TURN_ORDER),
    }
}

/// The points line: both faces of a tile that is upgraded, else the one face's.
fn points(ctx: &Ctx, tile: &TileDef) -> String {
    let [front, upgraded] = tile.vp;
    if !tile.kind.upgradable() {
        let points = format!("{}{}", number(ctx, front), source(ctx, front.conf));
        return say(
            ctx,
            msg::KF_TILE_SHOW_POINTS_ONE,
            &[("points", points.into())],
        );
    }
    let (front_text, upgraded_text, tail) = if front.conf == upgraded.conf {
        (
            number(ctx, front),
            number(ctx, upgraded),
            source(ctx, front.conf),
        )
    } else {
        (
            format!("{}{}", number(ctx, front), source(ctx, front.conf)),
            format!("{}{}", number(ctx, upgraded), source(ctx, upgraded.conf)),
            String::new(),
        )
    };
    let line = say(
        ctx,
        msg::KF_TILE_SHOW_POINTS,
        &[
            ("front", front_text.into()),
            ("upgraded", upgraded_text.into()),
        ],
    );
    format!("{line}{tail}")
}

/// The cost line, with its source.
fn cost_line(ctx: &Ctx, tile: &TileDef) -> String {
    match tile.cost {
        Some(c) => {
            let items = items(ctx, c.resources, c.any, c.skills);
            let line = say(ctx, msg::KF_TILE_SHOW_COST, &[("cost", items.into())]);
            format!("{line}{}", source(ctx, c.conf))
        }
        None if tile.kind.upgradable() => ctx.t(msg::KF_TILE_SHOW_COST_UNKNOWN),
        None => ctx.t(msg::KF_TILE_SHOW_NEVER_UPGRADED),
    }
}

/// What a use of `effect` does on face `i` (0 front, 1 upgraded), and the sources of its
/// numbers; `None` for a tile nobody uses.
fn use_on_face(ctx: &Ctx, effect: Effect, i: usize) -> Option<(String, Vec<Conf>)> {
    let counted = |id: &str, n: [Num; 2]| {
        (
            say(ctx, id, &[("count", count(ctx, n[i]))]),
            vec![n[i].conf],
        )
    };
    Some(match effect {
        Effect::Resources { out, conf } => {
            let items = items(ctx, out[i], 0, [0; 3]);
            (
                say(ctx, msg::KF_TILE_DOES_TAKE, &[("items", items.into())]),
                vec![conf],
            )
        }
        Effect::Workshop => {
            let id = [
                msg::KF_TILE_DOES_WORKSHOP_FRONT,
                msg::KF_TILE_DOES_WORKSHOP_UPGRADED,
            ][i];
            (ctx.t(id), vec![Conf::Rulebook])
        }
        Effect::DrawWorkers(n) => counted(msg::KF_TILE_DOES_DRAW, n),
        Effect::SkillForWorkers(n) => counted(msg::KF_TILE_DOES_SKILL_FOR_WORKERS, n),
        Effect::Tavern(n) => counted(msg::KF_TILE_DOES_TAVERN, n),
        Effect::Skills(n) => counted(msg::KF_TILE_DOES_SKILLS, n),
        Effect::HiringFair(n) => counted(msg::KF_TILE_DOES_HIRING_FAIR, n),
        Effect::SkillForResources { skill, out, conf } => {
            let args = [
                ("skill", ctx.t(&format!("kf-skill-{}", skill.key())).into()),
                ("items", items(ctx, out[i], 0, [0; 3]).into()),
            ];
            (
                say(ctx, msg::KF_TILE_DOES_SKILL_FOR_RESOURCES, &args),
                vec![conf],
            )
        }
        Effect::Green { colour, count: n } => {
            let text = match colour {
                Some(c) => say(
                    ctx,
                    msg::KF_TILE_DOES_GREEN,
                    &[
                        ("colour", ctx.t(&format!("kf-colour-{}", c.key())).into()),
                        ("count", count(ctx, n[i])),
                    ],
                ),
                None => say(
                    ctx,
                    msg::KF_TILE_DOES_GREEN_NO_COLOUR,
                    &[("count", count(ctx, n[i]))],
                ),
            };
            (text, vec![n[i].conf])
        }
        Effect::Transport { cart, upgrades } => {
            let args = [
                ("cart", count(ctx, cart[i])),
                ("upgrades", count(ctx, upgrades[i])),
            ];
            (
                say(ctx, msg::KF_TILE_DOES_TRANSPORT, &args),
                vec![cart[i].conf, upgrades[i].conf],
            )
        }
        _ => return None,
    })
}

/// What a storage tile scores at the end on face `i`.
fn storage_on_face(ctx: &Ctx, accepts: Option<Resource>, rate: [Num; 2], i: usize) -> String {
    let text = match accepts {
        Some(r) => say(
            ctx,
            msg::KF_TILE_DOES_STORAGE,
            &[
                ("rate", count(ctx, rate[i])),
                (
                    "resource",
                    ctx.t(&format!("kf-resource-{}", r.key())).into(),
                ),
            ],
        ),
        None => say(
            ctx,
            msg::KF_TILE_DOES_STORAGE_ANY,
            &[("rate", count(ctx, rate[i]))],
        ),
    };
    format!("{text}{}", source(ctx, rate[i].conf))
}

/// A line of what `tile` does.
fn does(ctx: &Ctx, when: &'static str, face: Option<&'static str>, what: String) -> Does {
    let text = match (when, face) {
        ("role", _) => say(ctx, msg::KF_TILE_SHOW_ROLE, &[("does", what.into())]),
        (_, None) => say(ctx, msg::KF_TILE_SHOW_END, &[("does", what.into())]),
        (_, Some(f)) => {
            let id = match when {
                "use" => msg::KF_TILE_SHOW_USE,
                "ability" => msg::KF_TILE_SHOW_ABILITY,
                _ => msg::KF_TILE_SHOW_END_FACE,
            };
            let face = ctx.t(&format!("kf-tile-show-face-{f}"));
            say(ctx, id, &[("face", face.into()), ("does", what.into())])
        }
    };
    Does { when, face, text }
}

/// Everything `tile` does, face by face, each with its source.
fn everything_it_does(ctx: &Ctx, tile: &TileDef) -> Vec<Does> {
    let rulebook = source(ctx, Conf::Rulebook);
    let own = |suffix: &str| {
        format!(
            "{}{rulebook}",
            ctx.t(&format!("kf-tile-does-{}{suffix}", tile.key))
        )
    };
    let mut out = Vec::new();
    for (i, face) in ["front", "upgraded"].into_iter().enumerate() {
        if let Some((text, confs)) = use_on_face(ctx, tile.effect, i) {
            out.push(does(
                ctx,
                "use",
                Some(face),
                format!("{text}{}", sources(ctx, &confs)),
            ));
        }
    }
    match tile.effect {
        Effect::Storage { accepts, rate } => {
            for (i, face) in ["front", "upgraded"].into_iter().enumerate() {
                out.push(does(
                    ctx,
                    "end",
                    Some(face),
                    storage_on_face(ctx, accepts, rate, i),
                ));
            }
        }
        Effect::ScoreOnly => {
            out.push(Does {
                when: "use",
                face: None,
                text: ctx.t(msg::KF_TILE_SHOW_NO_WORKERS),
            });
            out.push(does(ctx, "end", None, ctx.t(msg::KF_TILE_DOES_SCORE_ONLY)));
        }
        Effect::Winter(_) | Effect::Boat(_) => out.push(does(ctx, "end", None, own(""))),
        Effect::SummerBoat(_) => {
            out.push(Does {
                when: "use",
                face: None,
                text: ctx.t(msg::KF_TILE_SHOW_NO_USE_SUMMER_BOAT),
            });
            for face in ["a", "b"] {
                out.push(does(ctx, "ability", Some(face), own(&format!("-{face}"))));
            }
        }
        Effect::TurnOrder(_) => {
            let role = format!("{}{rulebook}", ctx.t(msg::KF_TILE_DOES_TURN_ORDER));
            out.push(does(ctx, "role", None, role));
            let end = format!("{}{rulebook}", ctx.t(msg::KF_TILE_DOES_TURN_ORDER_END));
            out.push(does(ctx, "end", None, end));
        }
        _ => {}
    }
    out
}

/// Refuses a word that names no tile, with the nearest key when one is near.
fn refuse(ctx: &Ctx, word: &str) -> Outcome {
    let keys = catalogue::TILES.iter().map(|t| t.key);
    let message = match arbiter_format::yaml::did_you_mean(&word.to_lowercase(), keys) {
        Some(best) => ctx.loc.text_with(
            msg::KF_INPUT_UNKNOWN_TILE_SUGGEST,
            &[
                ("name", word.to_string().into()),
                ("suggestion", best.to_string().into()),
            ],
        ),
        None => ctx.loc.text_with(
            msg::KF_INPUT_UNKNOWN_TILE,
            &[("name", word.to_string().into())],
        ),
    };
    print_plain_error(ctx, &message);
    Outcome::BadInput
}

/// `arbiter tiles show KEY --game keyflower`.
pub fn show(ctx: &Ctx, word: &str) -> Outcome {
    let Some(tile) = find(word) else {
        return refuse(ctx, word);
    };
    let id = format!("kf-tile-{}", tile.key);
    let (face_keys, faces_line) = faces(tile);
    let shown = ShownTile {
        key: tile.key,
        en: Localizer::new(Lang::En).text(&id),
        nl: Localizer::new(Lang::Nl).text(&id),
        kind: tile.kind.key(),
        faces: face_keys,
        points: tile.vp.map(|n| n.value),
        cost: cost(ctx, tile),
        does: everything_it_does(ctx, tile),
    };
    if ctx.format != Format::Table {
        super::print_data(ctx, &shown);
        return Outcome::Done;
    }
    let heading = [
        ("key", tile.key.into()),
        ("en", shown.en.clone().into()),
        ("nl", shown.nl.clone().into()),
    ];
    outln!("{}", say(ctx, msg::KF_TILE_SHOW_HEADING, &heading));
    let kind = ctx.t(&format!("kf-kind-{}", tile.kind.key()));
    outln!(
        "{}",
        say(ctx, msg::KF_TILE_SHOW_KIND, &[("kind", kind.into())])
    );
    let faces = ctx.t(faces_line);
    outln!(
        "{}",
        say(ctx, msg::KF_TILE_SHOW_FACES, &[("faces", faces.into())])
    );
    if tile.kind == Kind::Boat {
        let players = [("count", u32::from(tile.min_players).into())];
        outln!("{}", say(ctx, msg::KF_TILE_SHOW_PLAYERS, &players));
    }
    let mut lines = vec![points(ctx, tile), cost_line(ctx, tile)];
    lines.extend(shown.does.iter().map(|d| d.text.clone()));
    for line in &lines {
        outln!("{line}");
    }
    // The fan sources named above, said in full once: a reader cannot guess what "ALS" is.
    // Each source's message starts with its short name ("ALS, the tile data of ...").
    let named: Vec<&str> = FAN_SOURCES
        .into_iter()
        .filter(|id| {
            let text = ctx.t(id);
            let short = text.split(',').next().unwrap_or_default();
            lines.iter().any(|l| names_source(l, short))
        })
        .collect();
    if !named.is_empty() {
        outln!("{}", ctx.t(msg::KF_TILE_SHOW_SOURCES));
        for id in named {
            outln!("  {}", ctx.t(id));
        }
    }
    Outcome::Done
}

/// The messages that say what each fan source the catalogue names is.
const FAN_SOURCES: [&str; 5] = [
    msg::FAN_SOURCE_ALS,
    msg::FAN_SOURCE_KFW,
    msg::FAN_SOURCE_MTT,
    msg::FAN_SOURCE_BDA,
    msg::FAN_SOURCE_KASTA_UA,
];

/// Whether a shown line names the source `short` as a word of its own.
fn names_source(line: &str, short: &str) -> bool {
    line.split(|c: char| !(c.is_alphanumeric() || c == '.'))
        .any(|w| w == short)
}
