//! `arbiter render`: the position as an SVG or PNG picture, or as coloured text.

use arbiter::carcassonne::scoring::end_game;
use arbiter::render::{svg, terminal, Highlight};
use serde_json::json;

use super::args::{Format, RenderArgs};
use super::diagnostics::print_plain_error;
use super::{write_output, Ctx, Outcome, Source};

/// Turns an SVG document into PNG bytes.
pub fn png(svg_text: &str) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg_text, &resvg::usvg::Options::default())
        .map_err(|e| e.to_string())?;
    let size = tree.size().to_int_size();
    let mut pixmap =
        resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or("empty picture")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
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
            &ctx.loc.text_with("error-png", &[("reason", e.into())]),
        );
        Outcome::BadInput
    })
}

/// Why a picture cannot be written under this file name, if it cannot: arbiter writes SVG
/// and PNG only (text with `--terminal`), and a file named `.svg` gets SVG, `.png` PNG.
fn wrong_extension(ctx: &Ctx, path: &std::path::Path, terminal: bool) -> Option<String> {
    let ext = path.extension()?.to_string_lossy().to_ascii_lowercase();
    let says = match ext.as_str() {
        "svg" => Format::Svg,
        "png" => Format::Png,
        _ if terminal => return None,
        _ => {
            return Some(
                ctx.loc
                    .text_with("error-picture-extension", &[("ext", ext.into())]),
            )
        }
    };
    let asked = ctx.format;
    let clash = !terminal && matches!(asked, Format::Svg | Format::Png) && asked != says;
    clash.then(|| {
        ctx.loc.text_with(
            "error-picture-extension-clash",
            &[
                ("ext", ext.into()),
                ("format", format!("{asked:?}").to_lowercase().into()),
            ],
        )
    })
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
    let (position, _spans) = match super::game::load_position(ctx, source, args.until) {
        Ok(x) => x,
        Err(o) => return o,
    };
    if args.terminal {
        let text = terminal::render(&position, ctx.color);
        if ctx.format == Format::Json || ctx.format == Format::Yaml {
            super::print_data(ctx, &json!({ "text": terminal::render(&position, false) }));
            return Outcome::Done;
        }
        out!("{text}");
        let setup = position.setup();
        for p in &setup.players {
            let initial = terminal::color_initial(p.color);
            let name = if ctx.color {
                format!(
                    "\x1b[1;38;5;{}m{initial}\x1b[0m",
                    terminal::ansi_player(p.color)
                )
            } else {
                initial.to_string()
            };
            outln!(
                "{}",
                ctx.loc.text_with(
                    "render-legend",
                    &[
                        ("initial", name.into()),
                        ("name", p.name.clone().into()),
                        ("color", p.color.key().into())
                    ],
                )
            );
        }
        outln!("{}", ctx.t("render-legend-symbols"));
        return Outcome::Done;
    }
    let mut options = svg::Options {
        color_names: arbiter::carcassonne::pieces::Color::ALL
            .iter()
            .map(|c| (c.key(), ctx.t(&format!("color-{}", c.key()))))
            .collect(),
        ..svg::Options::default()
    };
    if args.highlight {
        let scoring = end_game(&position);
        for line in &scoring.lines {
            if let Some(group) = line.group {
                options.highlights.push(Highlight {
                    group,
                    points: line.awards.iter().map(|a| (a.player, a.points)).collect(),
                });
            }
        }
    }
    let text = svg::render(&position, &options);
    let want_png = ctx.format == Format::Png
        || (ctx.format == Format::Table
            && args
                .output
                .as_ref()
                .is_some_and(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("png"))));
    let bytes = match picture_bytes(ctx, text.clone(), want_png) {
        Ok(b) => b,
        Err(o) => return o,
    };
    if matches!(ctx.format, Format::Json | Format::Yaml) {
        let (w, h) = svg::size(&position);
        let mut out = json!({
            "game": "carcassonne",
            "tiles": position.setup().tiles.len(),
            "pieces": position.pieces().pieces.len(),
            "width": w,
            "height": h,
            "highlights": options.highlights.len(),
        });
        match &args.output {
            Some(p) => {
                if let Err(o) = write_output(ctx, Some(p), &bytes) {
                    return o;
                }
                out["output"] = json!(p.display().to_string());
            }
            None => out["svg"] = json!(text),
        }
        super::print_data(ctx, &out);
        return Outcome::Done;
    }
    if want_png && args.output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        print_plain_error(ctx, &ctx.t("error-png-terminal"));
        return Outcome::BadInput;
    }
    match write_output(ctx, args.output.as_deref(), &bytes) {
        Ok(()) => Outcome::Done,
        Err(o) => o,
    }
}
