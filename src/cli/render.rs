//! `arbiter render`: the position as an SVG or PNG picture, or as coloured text.

use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_ids::msg;
use arbiter_render::legend::{self, Symbol};
use arbiter_render::{svg, terminal, Highlight, Open};
use arbiter_rulings::Game;
use serde::Serialize;

use super::args::{Format, RenderArgs};
use super::diagnostics::print_plain_error;
use super::files::{write, Kind};
use super::{Ctx, Outcome, Source};

/// Most pixels of a PNG picture (64 MB of pixels): a larger drawing is scaled down to fit.
pub const MAX_PNG_PIXELS: u64 = 16_000_000;

/// Most tiles a PNG picture draws: drawing costs about the same per tile at any size, and this
/// many stay within 256 MB and 2 s (fifty times a real game's board; README, "Pictures").
pub const MAX_PNG_TILES: usize = 2_500;

/// Most things (tiles, pieces, highlighted parts and points labels) a PNG picture draws: its
/// renderer keeps a few kilobytes for each, and this many stay within 256 MB (a real game
/// draws under 1,000; README, "Pictures").
pub const MAX_PNG_ITEMS: usize = 10_000;

/// Turns an SVG document into PNG bytes, scaled down when it would pass [`MAX_PNG_PIXELS`].
pub fn png(svg_text: &str) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg_text, &resvg::usvg::Options::default())
        .map_err(|e| e.to_string())?;
    let size = tree.size();
    let pixels = f64::from(size.width()) * f64::from(size.height());
    let scale = if pixels > MAX_PNG_PIXELS as f64 {
        (MAX_PNG_PIXELS as f64 / pixels).sqrt() as f32
    } else {
        1.0
    };
    let width = ((size.width() * scale).floor() as u32).max(1);
    let height = ((size.height() * scale).floor() as u32).max(1);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height).ok_or("empty picture")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| e.to_string())
}

/// The picture as PNG bytes when `want_png`, else as SVG text; a PNG that cannot be made is
/// reported (exit 2).
pub fn picture_bytes(ctx: &Ctx, svg_text: String, want_png: bool) -> Result<Vec<u8>, Outcome> {
    if !want_png {
        return Ok(svg_text.into_bytes());
    }
    png(&svg_text).map_err(|e| {
        print_plain_error(
            ctx,
            &ctx.loc.text_with(msg::ERROR_PNG, &[("reason", e.into())]),
        );
        Outcome::BadInput
    })
}

/// Why a picture cannot be written under this file name, if it cannot: arbiter writes SVG
/// and PNG only (text with `--terminal`), and a file named `.svg` gets SVG, `.png` PNG.
fn wrong_extension(ctx: &Ctx, path: &std::path::Path, terminal: bool) -> Option<String> {
    let ext = path.extension()?.to_string_lossy().to_ascii_lowercase();
    let says = match ext.as_str() {
        "svg" | "png" if terminal => {
            return Some(ctx.loc.text_with(
                msg::RELIABILITY_TERMINAL_PICTURE_NAME,
                &[("ext", ext.into())],
            ))
        }
        "svg" => Format::Svg,
        "png" => Format::Png,
        _ if terminal => return None,
        _ => {
            return Some(
                ctx.loc
                    .text_with(msg::ERROR_PICTURE_EXTENSION, &[("ext", ext.into())]),
            )
        }
    };
    let asked = ctx.format;
    let clash = !terminal && matches!(asked, Format::Svg | Format::Png) && asked != says;
    clash.then(|| {
        ctx.loc.text_with(
            msg::ERROR_PICTURE_EXTENSION_CLASH,
            &[
                ("ext", ext.into()),
                ("format", format!("{asked:?}").to_lowercase().into()),
            ],
        )
    })
}

/// `render --format json`: what the picture shows, and the picture (or where it went).
#[derive(Debug, Serialize)]
struct PictureOut {
    /// Always `carcassonne`.
    game: &'static str,
    /// Tiles drawn.
    tiles: usize,
    /// Pieces drawn.
    pieces: usize,
    /// Width in pixels.
    width: f64,
    /// Height in pixels.
    height: f64,
    /// Features highlighted.
    highlights: usize,
    /// The file written (`-o`; absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    output: Option<String>,
    /// The SVG text (without `-o`; absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    svg: Option<String>,
}

/// `render --terminal --format json`: the text view without colours.
#[derive(Debug, Serialize)]
struct TextOut {
    /// The view.
    text: String,
}

/// `arbiter render`.
pub fn run(ctx: &Ctx, source: &Source, args: &RenderArgs) -> Outcome {
    if let Some(message) = args
        .output
        .as_deref()
        .and_then(|p| wrong_extension(ctx, p, args.terminal))
    {
        print_plain_error(ctx, &message);
        return Outcome::BadInput;
    }
    let (position, _spans, open, note) = match super::game::load_drawable(ctx, source, args.until) {
        Ok(x) => x,
        Err(o) => return o,
    };
    let outcome = draw(ctx, source, args, &position, open);
    // What was left open, on standard error: the picture may be on standard output.
    if let (Some(note), Outcome::Done) = (note, &outcome) {
        eprintln!("{note}");
    }
    outcome
}

/// `arbiter render` on a position read: the picture (or text view) of it, with `open` marked.
fn draw(
    ctx: &Ctx,
    source: &Source,
    args: &RenderArgs,
    position: &arbiter_engine::carcassonne::position::Position,
    open: Open,
) -> Outcome {
    // A board wider than a picture can hold is refused, not cut (tiles dropped unseen).
    let (minx, miny, cols, rows) = svg::extent(position);
    if cols > svg::MAX_SIDE || rows > svg::MAX_SIDE {
        print_plain_error(
            ctx,
            &ctx.loc.text_with(
                msg::RELIABILITY_BOARD_TOO_LARGE,
                &[
                    ("cols", cols.into()),
                    ("rows", rows.into()),
                    ("from", format!("{minx},{miny}").into()),
                    (
                        "to",
                        format!("{},{}", minx + cols - 1, miny + rows - 1).into(),
                    ),
                    ("max", svg::MAX_SIDE.into()),
                ],
            ),
        );
        return Outcome::BadInput;
    }
    if args.terminal {
        return terminal_view(ctx, source, position, args, &open);
    }
    let want_png = ctx.format == Format::Png
        || (ctx.format == Format::Table
            && args
                .output
                .as_ref()
                .is_some_and(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("png"))));
    if let Some(o) = too_many_tiles(ctx, position, want_png) {
        return o;
    }
    let mut options = svg::Options {
        color_names: arbiter_engine::carcassonne::pieces::Color::ALL
            .iter()
            .map(|c| (c.key(), ctx.t(&format!("color-{}", c.key()))))
            .collect(),
        open_legend: if open.is_empty() {
            String::new()
        } else {
            ctx.t(msg::RENDER_LEGEND_OPEN_PICTURE)
        },
        open,
        symbols: symbol_names(ctx, position),
        holds: position
            .setup()
            .players
            .iter()
            .enumerate()
            .map(|(i, _)| holdings(ctx, position.setup(), i))
            .collect(),
        ..svg::Options::default()
    };
    if args.highlight {
        let scoring = end_game(position);
        for line in &scoring.lines {
            if let Some(group) = line.group {
                options.highlights.push(Highlight {
                    group,
                    points: line.awards.iter().map(|a| (a.player, a.points)).collect(),
                });
            }
        }
    }
    if let Some(o) = too_much_drawn(ctx, position, &options, want_png) {
        return o;
    }
    let text = svg::render(position, &options);
    // The SVG text is written as it is (no copy of a large picture); a PNG is made from it.
    let png_bytes = if want_png {
        match picture_bytes(ctx, text.clone(), true) {
            Ok(b) => Some(b),
            Err(o) => return o,
        }
    } else {
        None
    };
    let bytes: &[u8] = png_bytes.as_deref().unwrap_or(text.as_bytes());
    let kind = if want_png { Kind::Png } else { Kind::Svg };
    if matches!(ctx.format, Format::Json | Format::Yaml) {
        let (w, h) = svg::size_with(position, &options);
        let mut out = PictureOut {
            game: Game::Carcassonne.key(),
            tiles: position.setup().tiles.len(),
            pieces: position.pieces().pieces.len(),
            width: w,
            height: h,
            highlights: options.highlights.len(),
            output: None,
            svg: None,
        };
        match &args.output {
            Some(p) => {
                if let Err(o) = write(ctx, Some(p), bytes, kind, Some(source)) {
                    return o;
                }
                out.output = Some(p.display().to_string());
            }
            None => out.svg = Some(text),
        }
        super::print_data(ctx, &out);
        return Outcome::Done;
    }
    if want_png && args.output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        print_plain_error(ctx, &ctx.t(msg::ERROR_PNG_TERMINAL));
        return Outcome::BadInput;
    }
    match write(ctx, args.output.as_deref(), bytes, kind, Some(source)) {
        Ok(()) => Outcome::Done,
        Err(o) => o,
    }
}

/// The symbols on the board, each with its word in the output language.
fn symbol_names(
    ctx: &Ctx,
    position: &arbiter_engine::carcassonne::position::Position,
) -> Vec<(Symbol, String)> {
    legend::symbols(position)
        .into_iter()
        .map(|(s, _)| (s, ctx.t(&s.message_id())))
        .collect()
}

/// The text view's line of symbols: each symbol on the board as the view writes it, with its
/// word (nothing when the board shows none).
fn symbols_line(ctx: &Ctx, position: &arbiter_engine::carcassonne::position::Position) -> String {
    let list: Vec<String> = legend::symbols(position)
        .into_iter()
        .filter_map(|(s, owner)| {
            let glyph = s.glyph(owner)?;
            Some(ctx.loc.text_with(
                msg::RENDER_LEGEND_SYMBOL,
                &[
                    ("glyph", glyph.into()),
                    ("name", ctx.t(&s.message_id()).into()),
                ],
            ))
        })
        .collect();
    if list.is_empty() {
        return String::new();
    }
    let mut line = ctx.loc.text_with(
        msg::RENDER_LEGEND_SYMBOLS,
        &[("symbols", list.join(", ").into())],
    );
    line.push('\n');
    line
}

/// A board of more tiles than a picture of its kind draws within the memory and time bounds,
/// refused naming the limit.
fn too_many_tiles(
    ctx: &Ctx,
    position: &arbiter_engine::carcassonne::position::Position,
    png: bool,
) -> Option<Outcome> {
    let tiles = position.setup().tiles.len();
    let (limit, kind) = if png {
        (MAX_PNG_TILES, "png")
    } else {
        (svg::MAX_SVG_TILES, "svg")
    };
    (tiles > limit).then(|| {
        print_plain_error(
            ctx,
            &ctx.loc.text_with(
                msg::RENDER_TOO_MANY_TILES,
                &[
                    ("count", tiles.into()),
                    ("limit", limit.into()),
                    ("kind", kind.into()),
                ],
            ),
        );
        Outcome::BadInput
    })
}

/// A picture drawing more things (tiles, pieces, highlights) than its kind draws within the
/// memory and time bounds, refused naming the limit.
fn too_much_drawn(
    ctx: &Ctx,
    position: &arbiter_engine::carcassonne::position::Position,
    options: &svg::Options,
    png: bool,
) -> Option<Outcome> {
    let count = svg::drawn_items(position, options);
    let (limit, kind) = if png {
        (MAX_PNG_ITEMS, "png")
    } else {
        (svg::MAX_SVG_ITEMS, "svg")
    };
    (count > limit).then(|| {
        print_plain_error(
            ctx,
            &ctx.loc.text_with(
                msg::RENDER_TOO_MUCH_DRAWN,
                &[
                    ("count", count.into()),
                    ("limit", limit.into()),
                    ("kind", kind.into()),
                ],
            ),
        );
        Outcome::BadInput
    })
}

/// What player `i` holds beside the board, in the reader's words: each counter of the
/// expansions' per-player state above 0, a card by its name (the King), a count with its word
/// (2 wine), and the prisoners they hold; empty when nothing.
fn holdings(ctx: &Ctx, setup: &arbiter_engine::carcassonne::setup::Setup, i: usize) -> String {
    let mut out = Vec::new();
    for def in arbiter_engine::carcassonne::setup::PlayerState::defs() {
        let Some(row) = setup.player_state.rows(def.key).get(i) else {
            continue;
        };
        for ((counter, _), &n) in def.counters.iter().zip(row) {
            if n == 0 {
                continue;
            }
            let word = ctx.t(&format!("{}-{counter}", def.key));
            out.push(if def.scored.is_some() {
                word
            } else {
                format!("{n} {word}")
            });
        }
    }
    for h in setup.held.iter().filter(|h| h.holder.index() == i) {
        out.push(ctx.loc.text_with(
            msg::RENDER_HOLDS_PRISONER,
            &[
                ("piece", ctx.t(&format!("piece-{}", h.kind.key())).into()),
                ("owner", setup.players[h.owner.index()].name.clone().into()),
            ],
        ));
    }
    out.join(", ")
}

/// `render --terminal`: the compact text view and its legend, on standard output or (without
/// colours) in the file `-o` names.
fn terminal_view(
    ctx: &Ctx,
    source: &Source,
    position: &arbiter_engine::carcassonne::position::Position,
    args: &RenderArgs,
    open: &Open,
) -> Outcome {
    if ctx.format == Format::Json || ctx.format == Format::Yaml {
        super::print_data(
            ctx,
            &TextOut {
                text: terminal::render_open(position, false, open),
            },
        );
        return Outcome::Done;
    }
    let output = super::files::output_path(args.output.as_deref());
    let color = ctx.color && output.is_none();
    let mut text = terminal::render_open(position, color, open);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    for (i, p) in position.setup().players.iter().enumerate() {
        let initial = terminal::color_initial(p.color).to_string();
        let line = ctx.loc.text_with(
            msg::RENDER_LEGEND,
            &[
                ("initial", initial.clone().into()),
                ("name", p.name.clone().into()),
                ("color", p.color.key().into()),
            ],
        );
        let holds = holdings(ctx, position.setup(), i);
        let line = if holds.is_empty() {
            line
        } else {
            format!("{line}: {holds}")
        };
        // The initial coloured outside the message, whose arguments are escaped.
        match line.strip_prefix(&initial).filter(|_| color) {
            Some(rest) => text.push_str(&format!(
                "\x1b[1;38;5;{}m{initial}\x1b[0m{rest}",
                terminal::ansi_player(p.color)
            )),
            None => text.push_str(&line),
        }
        text.push('\n');
    }
    text.push_str(&symbols_line(ctx, position));
    if !open.is_empty() {
        text.push_str(&ctx.t(msg::RENDER_LEGEND_OPEN));
        text.push('\n');
    }
    if output.is_some() {
        // The mark by which arbiter knows its own text view when it writes the file again.
        text.push_str(super::files::TEXT_VIEW_MARK);
        text.push('\n');
    }
    match write(ctx, output, text.as_bytes(), Kind::Text, Some(source)) {
        Ok(_) => Outcome::Done,
        Err(o) => o,
    }
}
