//! `arbiter tiles show KEY --game keyflower`: one Keyflower tile, its names in both languages,
//! its kind (season), the points of each face and its upgrade cost; an unknown key is refused
//! with the nearest one.

use arbiter::i18n::Localizer;
use arbiter::keyflower::catalogue::{self, Num, Resource, Skill, TileDef};
use arbiter::lang::Lang;
use arbiter_ids::msg;
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
    /// Printed points, front and upgraded (null when no source gives it).
    points: [Option<i32>; 2],
    /// Upgrade cost in words (null when none is known).
    cost: Option<String>,
}

/// The tile a key or a name (English or Dutch, any case) names.
fn find(word: &str) -> Option<&'static TileDef> {
    let (en, nl) = (Localizer::new(Lang::En), Localizer::new(Lang::Nl));
    let w = word.trim().to_lowercase();
    catalogue::TILES.iter().find(|t| {
        let id = format!("kf-tile-{}", t.key);
        t.key == w || en.text(&id).to_lowercase() == w || nl.text(&id).to_lowercase() == w
    })
}

/// A printed number, or `?` when no source gives it.
fn number(ctx: &Ctx, n: Num) -> String {
    n.value
        .map_or_else(|| ctx.t(msg::KF_TILE_SHOW_UNKNOWN), |v| v.to_string())
}

/// `tile`'s upgrade cost in words ("1 stone, 1 wood").
fn cost(ctx: &Ctx, tile: &TileDef) -> Option<String> {
    let c = tile.cost?;
    let mut items: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&r| c.resources[r as usize] > 0)
        .map(|r| {
            format!(
                "{} {}",
                c.resources[r as usize],
                ctx.t(&format!("kf-resource-{}", r.key()))
            )
        })
        .collect();
    if c.any > 0 {
        items.push(format!("{} ({})", c.any, ctx.t(msg::KF_WHAT_RESOURCE)));
    }
    items.extend(
        Skill::ALL
            .into_iter()
            .filter(|&k| c.skills[k as usize] > 0)
            .map(|k| {
                format!(
                    "{} {}",
                    c.skills[k as usize],
                    ctx.t(&format!("kf-skill-{}", k.key()))
                )
            }),
    );
    Some(items.join(", "))
}

/// `arbiter tiles show KEY --game keyflower`.
pub fn show(ctx: &Ctx, word: &str) -> Outcome {
    let Some(tile) = find(word) else {
        let keys = catalogue::TILES.iter().map(|t| t.key);
        let message = match arbiter::format::yaml::did_you_mean(&word.to_lowercase(), keys) {
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
        return Outcome::BadInput;
    };
    let id = format!("kf-tile-{}", tile.key);
    let shown = ShownTile {
        key: tile.key,
        en: Localizer::new(Lang::En).text(&id),
        nl: Localizer::new(Lang::Nl).text(&id),
        kind: tile.kind.key(),
        points: tile.vp.map(|n| n.value),
        cost: cost(ctx, tile),
    };
    if ctx.format != Format::Table {
        super::print_data(ctx, &shown);
        return Outcome::Done;
    }
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::KF_TILE_SHOW_HEADING,
            &[
                ("key", tile.key.into()),
                ("en", shown.en.clone().into()),
                ("nl", shown.nl.clone().into()),
            ],
        )
    );
    let kind = ctx.t(&format!("kf-kind-{}", tile.kind.key()));
    outln!(
        "{}",
        ctx.loc
            .text_with(msg::KF_TILE_SHOW_KIND, &[("kind", kind.into())])
    );
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::KF_TILE_SHOW_POINTS,
            &[
                ("front", number(ctx, tile.vp[0]).into()),
                ("upgraded", number(ctx, tile.vp[1]).into()),
            ],
        )
    );
    match shown.cost {
        Some(c) => outln!(
            "{}",
            ctx.loc
                .text_with(msg::KF_TILE_SHOW_COST, &[("cost", c.into())])
        ),
        None => outln!("{}", ctx.t(msg::KF_TILE_SHOW_NO_COST)),
    }
    Outcome::Done
}
