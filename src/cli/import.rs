//! `arbiter import`: a JCloisterZone saved game turned into a game record.

use arbiter_format::jcz;
use arbiter_ids::msg;
use serde::Serialize;

use super::args::Format;
use super::diagnostics::print_input_errors;
use super::{Ctx, Outcome, Source};

/// `import -o FILE --format json`: the record written, and what it holds.
#[derive(Debug, Serialize)]
struct ImportedOut<'a> {
    /// The file written.
    output: String,
    /// Moves in the record.
    moves: usize,
    /// Whether the game ended.
    finished: bool,
    /// Tiles discarded during the game.
    discarded: Vec<DiscardOut<'a>>,
    /// The players.
    players: Vec<PlayerOut<'a>>,
}

/// A tile discarded because it fitted nowhere.
#[derive(Debug, Serialize)]
struct DiscardOut<'a> {
    /// Tile id.
    tile: &'a str,
    /// Moves played when it was drawn.
    after: usize,
}

/// A player of the record.
#[derive(Debug, Serialize)]
struct PlayerOut<'a> {
    /// Name.
    name: &'a str,
    /// Colour key.
    color: &'a str,
}

/// `arbiter import`.
pub fn run(ctx: &Ctx, source: &Source, output: Option<&std::path::Path>) -> Outcome {
    let record = match jcz::import(&source.bytes) {
        Ok(r) => r,
        Err(e) => {
            print_input_errors(ctx, source, &[e]);
            return Outcome::BadInput;
        }
    };
    let yaml = format!(
        "# {}\n{}",
        ctx.loc
            .text_with(msg::IMPORT_HEADER, &[("file", source.name().into())]),
        record.to_yaml()
    );
    match output {
        Some(path) => {
            if let Err(o) = super::files::write(
                ctx,
                Some(path),
                yaml.as_bytes(),
                super::files::Kind::Yaml,
                Some(source),
            ) {
                return o;
            }
            if ctx.format == Format::Table {
                outln!(
                    "{}",
                    ctx.loc.text_with(
                        msg::IMPORT_DONE,
                        &[
                            ("moves", record.moves.len().into()),
                            ("path", path.display().to_string().into())
                        ],
                    )
                );
                if !record.discarded.is_empty() {
                    let list: Vec<String> = record
                        .discarded
                        .iter()
                        .map(|d| format!("{} ({})", d.tile, d.after))
                        .collect();
                    outln!(
                        "{}",
                        ctx.loc
                            .text_with(msg::IMPORT_DISCARDED, &[("tiles", list.join(", ").into())])
                    );
                }
                if !record.finished {
                    outln!("{}", ctx.t(msg::IMPORT_UNFINISHED));
                }
            } else {
                super::print_data(
                    ctx,
                    &ImportedOut {
                        output: path.display().to_string(),
                        moves: record.moves.len(),
                        finished: record.finished,
                        discarded: record
                            .discarded
                            .iter()
                            .map(|d| DiscardOut {
                                tile: &d.tile,
                                after: d.after,
                            })
                            .collect(),
                        players: record
                            .start
                            .players
                            .iter()
                            .map(|p| PlayerOut {
                                name: &p.name,
                                color: &p.color,
                            })
                            .collect(),
                    },
                );
            }
        }
        None => match ctx.format {
            Format::Json => outln!(
                "{}",
                arbiter_rulings::shown::json_escaped(
                    &serde_json::to_string_pretty(&record).unwrap_or_default()
                )
            ),
            _ => super::files::data_to_stdout(&yaml),
        },
    }
    Outcome::Done
}
