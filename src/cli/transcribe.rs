//! Transcription aids at the command line: the pictures an ambiguous `seen` or `rot: auto`
//! leaves, drawn side by side, and `arbiter settle`, which writes them out.

use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::geometry::Rotation;
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::readings::Choice;
use arbiter_engine::carcassonne::variants::{Expansion, Named};
use arbiter_format::transcription::{write_settled_keeping, Inferred};
use arbiter_format::InputError;
use arbiter_ids::msg;
use serde::Serialize;

use super::args::Format;
use super::diagnostics::{print_input_errors, print_plain_error};
use super::{draw, Ctx, Outcome, Source};

/// Pictures per row.
const PER_ROW: usize = 4;

/// The pictures of `tiles` side by side, each under its id and turn.
pub fn pictures(ctx: &Ctx, tiles: &[(TileDefId, Rotation)]) -> Vec<String> {
    let cat = Catalogue::get();
    let mut out = Vec::new();
    for row in tiles.chunks(PER_ROW) {
        let drawn: Vec<(String, Vec<String>)> = row
            .iter()
            .map(|&(d, r)| {
                let label = ctx.loc.text_with(
                    msg::TRANSCRIBE_PICTURE,
                    &[
                        ("tile", cat.tile(d).id.to_string().into()),
                        ("rot", u32::from(r.degrees()).into()),
                    ],
                );
                (label, draw::draw(cat.tile(d), r, ctx.color))
            })
            .collect();
        let width = drawn
            .iter()
            .flat_map(|(_, lines)| lines.first())
            .map(|l| strip_ansi(l).chars().count())
            .max()
            .unwrap_or(13)
            .max(
                drawn
                    .iter()
                    .map(|(l, _)| l.chars().count())
                    .max()
                    .unwrap_or(0),
            );
        let pad = |s: &str, visible: usize| format!("{s}{}", " ".repeat(width + 3 - visible));
        out.push(
            drawn
                .iter()
                .map(|(l, _)| pad(l, l.chars().count()))
                .collect::<String>()
                .trim_end()
                .to_string(),
        );
        let height = drawn.iter().map(|(_, l)| l.len()).max().unwrap_or(0);
        for i in 0..height {
            let line: String = drawn
                .iter()
                .map(|(_, lines)| {
                    let s = lines.get(i).map_or("", String::as_str);
                    pad(s, strip_ansi(s).chars().count())
                })
                .collect();
            out.push(line.trim_end().to_string());
        }
    }
    out
}

/// Text without ANSI colour sequences (to measure it).
fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Prints the pictures an input error carries (standard error, people's format only).
pub fn print_pictures(ctx: &Ctx, error: &InputError) {
    if error.pictures.is_empty() || ctx.format != Format::Table {
        return;
    }
    let heading =
        if [msg::TRANSCRIBE_NO_FIT, msg::TRANSCRIBE_NO_FIT_KNOCK_ON].contains(&error.message.key) {
            msg::TRANSCRIBE_PICTURES_ALLOWED
        } else {
            msg::TRANSCRIBE_PICTURES_HEADING
        };
    eprintln!("  {}", ctx.t(heading));
    for line in pictures(ctx, &error.pictures) {
        eprintln!("  {line}");
    }
}

/// The comment written on a settled line.
fn comment(ctx: &Ctx, how: &Inferred) -> String {
    match how {
        Inferred::Auto(_) => ctx.t(msg::SETTLE_COMMENT_AUTO),
        Inferred::Seen(_, seen) | Inferred::SeenById(_, seen) => ctx
            .loc
            .text_with(msg::SETTLE_COMMENT_SEEN, &[("seen", seen.clone().into())]),
    }
}

/// `settle --format json` without `-o`: the settled file's text.
#[derive(Debug, Serialize)]
struct SettledOut<'a> {
    /// How many readings were settled.
    settled: usize,
    /// The settled file.
    text: &'a str,
}

/// `settle -o FILE --format json`: where the settled file went.
#[derive(Debug, Serialize)]
struct SettledFileOut {
    /// The file written.
    output: String,
    /// How many readings were settled.
    settled: usize,
}

/// `arbiter settle FILE [-o OUT]`.
pub fn settle(ctx: &Ctx, source: &Source, output: Option<&std::path::Path>) -> Outcome {
    let record = source.is_record();
    let read = |bytes: &[u8]| {
        if record {
            arbiter_format::record::read(bytes).map(|(r, s)| (r.start, s.start))
        } else {
            arbiter_format::carcassonne::read_open(bytes)
        }
    };
    let (setup, spans) = match read(&source.bytes) {
        Ok(x) => x,
        Err(errors) => {
            print_input_errors(ctx, source, &errors);
            return Outcome::BadInput;
        }
    };
    // A tile left open keeps its line (with a comment saying what is open); a piece's list
    // of alternatives is kept as written.
    let open_tiles: Vec<usize> = spans
        .open
        .iter()
        .filter_map(|o| match o.choice {
            Choice::Tile { tile, .. } => Some(tile),
            Choice::Piece { .. } => None,
        })
        .collect();
    let keep = open_comments(ctx, &spans);
    let inferred: Vec<(usize, Inferred)> = spans
        .inferred
        .iter()
        .filter(|(t, _)| !open_tiles.contains(t))
        .cloned()
        .collect();
    let settled: Vec<(TileDefId, Rotation)> = setup.tiles.iter().map(|t| (t.def, t.rot)).collect();
    // Lines ended by CR alone (old Mac files) are rewritten as lines and ended by CR again.
    let original = source.text();
    let cr_only = original.contains('\r') && !original.contains("\r\n");
    let lines = if cr_only {
        original.replace('\r', "\n")
    } else {
        original.into_owned()
    };
    let text = write_settled_keeping(&lines, &inferred, &settled, |h| comment(ctx, h), &keep);
    let text = if cr_only {
        text.replace('\n', "\r")
    } else {
        text
    };
    // The written file must read back as the same position, with nothing left to infer but
    // what was open.
    match read(text.as_bytes()) {
        Ok((s, sp)) if s == setup && sp.inferred.len() == open_tiles.len() => {}
        _ => {
            print_plain_error(ctx, &ctx.t(msg::SETTLE_FAILED));
            return Outcome::BadInput;
        }
    }
    print_settled(ctx, source, output, &text, inferred.len())
}

/// The comment kept on the line of each tile the file leaves open, naming its options.
fn open_comments(
    ctx: &Ctx,
    spans: &arbiter_format::carcassonne::SpanMap,
) -> Vec<(arbiter_format::Loc, String)> {
    spans
        .open
        .iter()
        .filter_map(|o| match &o.choice {
            Choice::Tile { options, .. } => {
                let ids: Vec<String> = options
                    .iter()
                    .map(|&(d, r)| format!("{} rot {}", Catalogue::get().tile(d).id, r.degrees()))
                    .collect();
                let at = match spans
                    .inferred
                    .iter()
                    .find(|(t, _)| Some(*t) == Some(o.choice.tile()))
                {
                    Some((
                        _,
                        Inferred::Auto(l) | Inferred::Seen(l, _) | Inferred::SeenById(l, _),
                    )) => *l,
                    None => o.loc,
                };
                Some((
                    at,
                    ctx.loc.text_with(
                        msg::SETTLE_COMMENT_OPEN,
                        &[("options", ids.join(", ").into())],
                    ),
                ))
            }
            Choice::Piece { .. } => None,
        })
        .collect()
}

/// The settled file `text` (`count` readings settled) on standard output, or written to
/// `output` and said so.
fn print_settled(
    ctx: &Ctx,
    source: &Source,
    output: Option<&std::path::Path>,
    text: &str,
    count: usize,
) -> Outcome {
    let Some(path) = output else {
        if ctx.format == Format::Json {
            super::print_data(
                ctx,
                &SettledOut {
                    settled: count,
                    text,
                },
            );
        } else {
            super::files::data_to_stdout(text);
        }
        return Outcome::Done;
    };
    if let Err(o) = super::files::write(
        ctx,
        Some(path),
        text.as_bytes(),
        super::files::Kind::Yaml,
        Some(source),
    ) {
        return o;
    }
    if ctx.format == Format::Table {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::SETTLE_WRITTEN,
                &[
                    ("count", count.into()),
                    ("file", path.display().to_string().into())
                ]
            )
        );
    } else {
        super::print_data(
            ctx,
            &SettledFileOut {
                output: path.display().to_string(),
                settled: count,
            },
        );
    }
    Outcome::Done
}

/// `arbiter tiles sheet [--expansions a,b] [-o FILE]`: SVG, or PNG for a `.png` file or
/// `--format png`.
pub fn sheet(
    ctx: &Ctx,
    expansions: Option<&[String]>,
    output: Option<&std::path::Path>,
) -> Outcome {
    let mut rules = arbiter_engine::carcassonne::variants::Rules::default();
    match expansions {
        None => rules.expansions = Expansion::OPTIONAL.to_vec(),
        Some(names) => {
            for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
                match Expansion::read(name) {
                    Some(Named::Judged(Expansion::Base)) => {}
                    Some(Named::Judged(e)) => rules.expansions.push(e),
                    Some(Named::OtherEdition(edition)) => {
                        print_plain_error(
                            ctx,
                            &ctx.loc
                                .message(&Message::new(edition.refusal).arg("name", name)),
                        );
                        return Outcome::BadInput;
                    }
                    None => {
                        let keys = arbiter_format::carcassonne::expansion_keys();
                        print_plain_error(
                            ctx,
                            &ctx.loc.message(
                                &Message::new(msg::INPUT_UNKNOWN_EXPANSION)
                                    .arg("name", name)
                                    .arg(
                                        "suggestion",
                                        arbiter_format::yaml::did_you_mean(
                                            name,
                                            keys.iter().copied(),
                                        )
                                        .unwrap_or("none"),
                                    )
                                    .arg("known", keys.join(", ")),
                            ),
                        );
                        return Outcome::BadInput;
                    }
                }
            }
        }
    }
    let text = arbiter_render::sheet::render(&rules);
    let want_png = ctx.format == Format::Png
        || output.is_some_and(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("png")));
    let bytes = match super::render::picture_bytes(ctx, text, want_png) {
        Ok(b) => b,
        Err(o) => return o,
    };
    if want_png && output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        print_plain_error(ctx, &ctx.t(msg::ERROR_PNG_TERMINAL));
        return Outcome::BadInput;
    }
    let kind = if want_png {
        super::files::Kind::Png
    } else {
        super::files::Kind::Svg
    };
    match super::files::write(ctx, output, &bytes, kind, None) {
        Ok(()) => Outcome::Done,
        Err(o) => o,
    }
}
