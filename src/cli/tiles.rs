//! `arbiter tiles`: the catalogue, and one tile drawn with its features named.

use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureKind, TileDef};
use arbiter_engine::carcassonne::geometry::Rotation;
use arbiter_engine::carcassonne::pieces::Locator;
use arbiter_engine::carcassonne::transcription::Look;
use arbiter_format::carcassonne::{rotation, tile_id};
use arbiter_ids::msg;
use serde::Serialize;

use super::args::Format;
use super::diagnostics::print_plain_error;
use super::position::table;
use super::{draw, Ctx, Outcome};

fn summary(ctx: &Ctx, tile: &arbiter_engine::carcassonne::catalogue::TileDef) -> String {
    tile.feature_summary()
        .into_iter()
        .map(|(k, n)| {
            ctx.loc.text_with(
                &format!("tile-summary-{}", k.name()),
                &[("count", n.into())],
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The catalogue sorted as `tiles` lists it: base letters A..X first, then by id.
pub fn sorted() -> Vec<&'static TileDef> {
    let mut tiles: Vec<&TileDef> = Catalogue::get().tiles().iter().collect();
    tiles.sort_by(|a, b| {
        (a.letter.is_none(), a.letter, &a.id).cmp(&(b.letter.is_none(), b.letter, &b.id))
    });
    tiles
}

/// The `seen` string of a tile lying unturned.
pub fn seen(tile: &TileDef) -> String {
    Look::of(tile, Rotation::R0).to_text()
}

/// `arbiter tiles list`.
pub fn list(ctx: &Ctx) -> Outcome {
    if ctx.format != Format::Table {
        let tiles: Vec<_> = sorted()
            .into_iter()
            .map(|t| ListedTile {
                id: &t.id,
                letter: t.letter.map(|c| c.to_string()),
                expansion: t.expansion.key(),
                count: t.count_in(1),
                count_with_gardens: t.count_in(2),
                seen: seen(t),
                description: summary(ctx, t),
            })
            .collect();
        super::print_data(ctx, &tiles);
        return Outcome::Done;
    }
    let mut t = table(
        ctx,
        &[
            msg::COL_TILE,
            msg::COL_LETTER,
            msg::COL_EXPANSION,
            msg::COL_COUNT,
            msg::COL_COUNT_GARDENS,
            msg::COL_SEEN,
            msg::COL_DESCRIPTION,
        ],
    );
    for tile in sorted() {
        t.add_row(vec![
            tile.id.to_string(),
            tile.letter.map(|c| c.to_string()).unwrap_or_default(),
            ctx.t(&format!("expansion-{}", tile.expansion.key())),
            tile.count_in(1).to_string(),
            tile.count_in(2).to_string(),
            ctx.loc.look(&Look::of(tile, Rotation::R0)),
            summary(ctx, tile),
        ]);
    }
    outln!("{t}");
    outln!("{}", ctx.t(msg::TILES_FOOTNOTE));
    Outcome::Done
}

/// A tile of `tiles list`, as data.
#[derive(Debug, Serialize)]
struct ListedTile<'a> {
    /// Tile id.
    id: &'a str,
    /// The base game's letter (null when none).
    letter: Option<String>,
    /// The expansion's key.
    expansion: &'static str,
    /// Copies in the game.
    count: u8,
    /// Copies with the garden tiles.
    count_with_gardens: u8,
    /// How its edges look, unturned.
    seen: String,
    /// Its features, in words.
    description: String,
}

/// `tiles show ID`: the tile turned, drawn, with its features.
#[derive(Debug, Serialize)]
struct ShownTile<'a> {
    /// Tile id.
    id: &'a str,
    /// The base game's letter (null when none).
    letter: Option<String>,
    /// Clockwise turn in degrees.
    rot: u16,
    /// How its edges look, turned.
    seen: String,
    /// Its features.
    features: Vec<FeatureOut>,
    /// The drawing, line by line.
    picture: Vec<String>,
}

/// A feature of a shown tile.
#[derive(Debug, Serialize)]
struct FeatureOut {
    /// Its locator, turned.
    locator: String,
    /// Its kind's key.
    kind: &'static str,
    /// The edges and halves it touches (`inner` for a part inside the tile), turned.
    touches: Vec<String>,
    /// Pennants, cathedral, inn, good and the cities a field touches, in words.
    notes: Vec<String>,
}

/// `arbiter tiles show ID`.
pub fn show(ctx: &Ctx, id: &str, rot: i64) -> Outcome {
    let def = match tile_id(&super::spanned(id.to_string())) {
        Ok(d) => d,
        Err(_) if super::keyflower_tile::find(id).is_some() => {
            // A Keyflower tile asked without --game: say where it is, not the nearest
            // Carcassonne ids.
            let text = ctx
                .loc
                .text_with(msg::TILES_SHOW_OTHER_GAME, &[("id", id.into())]);
            print_plain_error(ctx, &text);
            return Outcome::BadInput;
        }
        Err(e) => {
            print_plain_error(ctx, &ctx.loc.message(&e.message));
            return Outcome::BadInput;
        }
    };
    let rot: Rotation = match rotation(Some(&super::spanned(rot))) {
        Ok(r) => r,
        Err(e) => {
            print_plain_error(ctx, &ctx.loc.message(&e.message));
            return Outcome::BadInput;
        }
    };
    let tile = Catalogue::get().tile(def);
    let features: Vec<FeatureOut> = (0..tile.features.len())
        .map(|i| feature_out(ctx, tile, rot, i))
        .collect();
    if ctx.format != Format::Table {
        super::print_data(
            ctx,
            &ShownTile {
                id: &tile.id,
                letter: tile.letter.map(|c| c.to_string()),
                rot: rot.degrees(),
                seen: Look::of(tile, rot).to_text(),
                features,
                picture: draw::draw_places(tile, rot, false),
            },
        );
        return Outcome::Done;
    }
    print_shown(ctx, tile, rot, &features);
    Outcome::Done
}

/// Feature `i` of `tile` turned by `rot`, with its notes in the output language.
fn feature_out(ctx: &Ctx, tile: &TileDef, rot: Rotation, i: usize) -> FeatureOut {
    let f = &tile.features[i];
    let mut notes = Vec::new();
    if f.pennants > 0 {
        notes.push(ctx.loc.text_with(
            msg::TILE_NOTE_PENNANTS,
            &[("count", u32::from(f.pennants).into())],
        ));
    }
    for note in f.marks.iter().filter_map(|m| m.def().note) {
        notes.push(ctx.t(note));
    }
    if f.kind == FeatureKind::Field && !f.cities.is_empty() {
        let cities: Vec<String> = f
            .cities
            .iter()
            .map(|&c| ctx.loc.locator(Locator::of_feature(tile, rot, c)))
            .collect();
        notes.push(ctx.loc.text_with(
            msg::TILE_NOTE_TOUCHES,
            &[("cities", cities.join(", ").into())],
        ));
    }
    let touches: Vec<String> = f
        .edges
        .iter()
        .map(|e| e.rotate(rot).name().to_string())
        .chain(f.halves.iter().map(|h| h.rotate(rot).name().to_string()))
        .chain(f.inner.then(|| "inner".to_string()))
        .chain(f.inner2.then(|| "inner2".to_string()))
        .collect();
    FeatureOut {
        locator: Locator::of_feature(tile, rot, i).to_text(),
        kind: f.kind.name(),
        touches,
        notes,
    }
}

/// `tiles show` for people: the heading, the drawing, how the edges look and the features.
fn print_shown(ctx: &Ctx, tile: &TileDef, rot: Rotation, features: &[FeatureOut]) {
    let title = match tile.letter {
        Some(l) => format!("{} ({l})", tile.id),
        None => tile.id.to_string(),
    };
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::TILE_HEADING,
            &[
                ("tile", title.into()),
                ("rot", u32::from(rot.degrees()).into())
            ]
        )
    );
    for line in draw::draw_places(tile, rot, ctx.color) {
        outln!("  {line}");
    }
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::TILES_SEEN,
            &[("seen", ctx.loc.look(&Look::of(tile, rot)).into())]
        )
    );
    outln!("{}", ctx.t(msg::TILE_LEGEND));
    outln!("{}", ctx.t(msg::TILE_LEGEND_PLACES));
    let mut t = table(
        ctx,
        &[
            msg::COL_PLACE,
            msg::COL_LOCATOR,
            msg::COL_FEATURE,
            msg::COL_TOUCHES,
            msg::COL_NOTES,
        ],
    );
    for (i, f) in features.iter().enumerate() {
        t.add_row(vec![
            draw::place_mark(i).to_string(),
            Locator::parse(&f.locator).map_or_else(|| f.locator.clone(), |l| ctx.loc.locator(l)),
            ctx.t(&format!("feature-{}", f.kind)),
            f.touches
                .iter()
                .map(|p| match p.as_str() {
                    "inner" => ctx.t(msg::LOCATOR_INNER),
                    "inner2" => format!("{}2", ctx.t(msg::LOCATOR_INNER)),
                    p => ctx.loc.compass(p),
                })
                .collect::<Vec<_>>()
                .join(" "),
            f.notes.join("; "),
        ]);
    }
    outln!("{t}");
}
