//! The command-line layer: reads files, calls the engines, prints tables, JSON or YAML in the
//! user's language, and maps outcomes to exit statuses (0 done/legal, 1 illegal, 2 bad input).

/// Writes a line to standard output; a closed pipe (`arbiter ... | head`) ends the program
/// quietly (status 141, as for SIGPIPE) instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(141);
        }
    }};
}

/// Like [`outln!`] without the newline.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if write!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(141);
        }
    }};
}

pub mod args;
pub mod clap_text;
pub mod diagnostics;
pub mod draw;
pub mod explain;
pub mod export;
pub mod game;
pub mod import;
pub mod keyflower;
pub mod keyflower_replay;
pub mod moves;
pub mod output;
pub mod position;
pub mod render;
pub mod replay;
pub mod rulings;
pub mod schema;
pub mod tiles;
pub mod transcribe;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use arbiter::format::{InputError, Loc};
use arbiter::i18n::Localizer;
use arbiter::lang::Lang;

use args::{ColorChoice, Format, LangArg};

/// What every command needs to know about the user's choices.
pub struct Ctx {
    /// Messages in the chosen language.
    pub loc: Localizer,
    /// Whether rulings should be shown in both languages.
    pub both_languages: bool,
    /// Output format.
    pub format: Format,
    /// Whether to use ANSI colours.
    pub color: bool,
    /// Whether to print cited rulings inline.
    pub explain: bool,
    /// Rule options set on the command line (`--rules KEY=VALUE`), checked, in order: they
    /// replace the options of the position's or record's `rules:` block.
    pub rules: Vec<(String, String)>,
}

impl Ctx {
    /// Builds the context from the parsed global flags.
    pub fn new(lang: Option<LangArg>, format: Format, color: ColorChoice, explain: bool) -> Ctx {
        let chosen = match lang {
            Some(LangArg::En) | Some(LangArg::Both) => Some(Lang::En),
            Some(LangArg::Nl) => Some(Lang::Nl),
            None => None,
        };
        let color = match color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::io::stdout().is_terminal()
            }
        };
        Ctx {
            loc: Localizer::new(arbiter::i18n::choose(chosen)),
            both_languages: lang == Some(LangArg::Both),
            format,
            color,
            explain,
            rules: Vec::new(),
        }
    }

    /// Reads `--rules KEY=VALUE` options into [`Ctx::rules`], or reports the first unusable one
    /// (exit 2).
    pub fn set_rules(&mut self, options: &[String]) -> Result<(), Outcome> {
        use arbiter::carcassonne::variants::{option_keys, OptionError, Rules};
        for option in options {
            let (key, value) = option.split_once('=').unwrap_or((option.as_str(), ""));
            let (key, value) = (key.trim(), value.trim());
            let said_value = option.contains('=');
            let message = match Rules::default().set_option(key, value) {
                Ok(()) => {
                    self.rules.push((key.to_string(), value.to_string()));
                    continue;
                }
                Err(OptionError::UnknownKey) => self.loc.text_with(
                    "rules-option-unknown",
                    &[
                        ("option", option.clone().into()),
                        ("known", option_keys().collect::<Vec<_>>().join(", ").into()),
                    ],
                ),
                // `--rules river-flow`: the key alone.
                Err(OptionError::BadValue(values)) if !said_value => self.loc.text_with(
                    "rules-option-needs-value",
                    &[
                        ("option", key.to_string().into()),
                        ("known", values.join(", ").into()),
                    ],
                ),
                Err(OptionError::BadValue(values)) => self.loc.text_with(
                    "input-bad-option",
                    &[
                        ("option", key.to_string().into()),
                        ("value", value.to_string().into()),
                        ("known", values.join(", ").into()),
                    ],
                ),
            };
            diagnostics::print_plain_error(self, &message);
            return Err(Outcome::BadInput);
        }
        Ok(())
    }

    /// Applies the command line's rule options to rules read from a file.
    pub fn override_rules(&self, rules: &mut arbiter::carcassonne::variants::Rules) {
        for (key, value) in &self.rules {
            // Checked by `set_rules`.
            let _ = rules.set_option(key, value);
        }
    }

    /// Translates a message id.
    pub fn t(&self, key: &str) -> String {
        self.loc.text(key)
    }
}

/// How a command ended.
pub enum Outcome {
    /// Done (or legal): exit 0.
    Done,
    /// The position or move is not legal: exit 1.
    Illegal,
    /// The input could not be used: exit 2.
    BadInput,
}

impl Outcome {
    /// Done when legal, else illegal.
    pub fn of_legality(legal: bool) -> Outcome {
        if legal {
            Outcome::Done
        } else {
            Outcome::Illegal
        }
    }
}

/// A file read into memory, with its name for messages.
pub struct Source {
    /// The path as given.
    pub path: PathBuf,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

impl Source {
    /// Reads a file, or reports why not (exit 2).
    pub fn read(ctx: &Ctx, path: &Path) -> Result<Source, Outcome> {
        if path == Path::new("-") {
            return Self::read_stdin(ctx);
        }
        let meta = std::fs::metadata(path);
        if let Ok(m) = &meta {
            if m.len() > arbiter::format::yaml::MAX_FILE_BYTES as u64 {
                let e = InputError::new(
                    arbiter::carcassonne::problem::Message::new("input-too-large")
                        .arg("size", m.len() as usize)
                        .arg("limit", arbiter::format::yaml::MAX_FILE_BYTES),
                    arbiter::format::Loc::START,
                );
                diagnostics::print_input_errors(
                    ctx,
                    &Source {
                        path: path.into(),
                        bytes: Vec::new(),
                    },
                    &[e],
                );
                return Err(Outcome::BadInput);
            }
        }
        match std::fs::read(path) {
            Ok(bytes) => Ok(Source {
                path: path.into(),
                bytes,
            }),
            Err(e) => {
                let msg = ctx.loc.text_with(
                    "error-read-file",
                    &[
                        ("path", path.display().to_string().into()),
                        ("reason", io_reason(ctx, &e).into()),
                    ],
                );
                diagnostics::print_plain_error(ctx, &msg);
                Err(Outcome::BadInput)
            }
        }
    }

    /// Reads standard input (`-` as the file name), at most one byte past the size limit.
    fn read_stdin(ctx: &Ctx) -> Result<Source, Outcome> {
        use std::io::Read as _;
        let limit = arbiter::format::yaml::MAX_FILE_BYTES as u64 + 1;
        let mut bytes = Vec::new();
        match std::io::stdin().take(limit).read_to_end(&mut bytes) {
            Ok(_) => Ok(Source {
                path: "<stdin>".into(),
                bytes,
            }),
            Err(e) => {
                let msg = ctx.loc.text_with(
                    "error-read-file",
                    &[
                        ("path", "<stdin>".into()),
                        ("reason", io_reason(ctx, &e).into()),
                    ],
                );
                diagnostics::print_plain_error(ctx, &msg);
                Err(Outcome::BadInput)
            }
        }
    }

    /// The file's name for messages.
    pub fn name(&self) -> String {
        self.path.display().to_string()
    }

    /// The text, with any bytes that are not UTF-8 replaced (to show a snippet of them).
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.bytes)
    }
}

/// Prints a JSON value (pretty) or its YAML form.
pub fn print_data(ctx: &Ctx, value: &serde_json::Value) {
    match ctx.format {
        Format::Yaml => match serde_saphyr::to_string(value) {
            Ok(s) => out!("{s}"),
            Err(_) => outln!(
                "{}",
                serde_json::to_string_pretty(value).unwrap_or_default()
            ),
        },
        _ => outln!(
            "{}",
            serde_json::to_string_pretty(value).unwrap_or_default()
        ),
    }
}

/// A command-line value wrapped like a file value, without a place.
pub fn spanned<T>(value: T) -> arbiter::format::yaml::Spanned<T> {
    arbiter::format::yaml::Spanned::new(value, Loc::default())
}

/// Writes `bytes` to `path`, or to standard output without one; a failure is reported in the
/// output language (exit 2).
pub fn write_output(
    ctx: &Ctx,
    path: Option<&std::path::Path>,
    bytes: &[u8],
) -> Result<(), Outcome> {
    let result = match path {
        Some(p) => std::fs::write(p, bytes),
        None => std::io::Write::write_all(&mut std::io::stdout(), bytes),
    };
    result.map_err(|e| {
        let msg = ctx.loc.text_with(
            "error-write-file",
            &[
                (
                    "path",
                    path.map_or("-".into(), |p| p.display().to_string()).into(),
                ),
                ("reason", io_reason(ctx, &e).into()),
            ],
        );
        diagnostics::print_plain_error(ctx, &msg);
        Outcome::BadInput
    })
}

/// Why a file could not be read or written, in the output language (the system's own words
/// are in the system's language, usually English).
pub fn io_reason(ctx: &Ctx, e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let kind = match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission",
        K::IsADirectory => "directory",
        K::NotADirectory => "not-directory",
        K::AlreadyExists => "exists",
        K::StorageFull => "full",
        K::ReadOnlyFilesystem => "read-only",
        K::InvalidData => "invalid-data",
        K::BrokenPipe => "broken-pipe",
        K::Interrupted => "interrupted",
        K::FileTooLarge => "too-large",
        _ => "other",
    };
    ctx.loc.text_with("io-reason", &[("what", kind.into())])
}

/// Makes a closed standard output (`arbiter score FILE | head`) end the program quietly, as
/// other command-line tools do, instead of with a panic message: Rust ignores SIGPIPE, so
/// `print!` panics on a broken pipe.
pub fn quiet_broken_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if text.starts_with("failed printing to std") && text.contains("Broken pipe") {
            // 128 + SIGPIPE, what a shell shows for a program ended by a closed pipe.
            std::process::exit(141);
        }
        default(info);
    }));
}
