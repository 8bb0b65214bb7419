//! The command-line layer: reads files, calls the engines, prints tables, JSON or YAML in the
//! user's language, and maps outcomes to exit statuses (0 done/legal, 1 illegal, 2 bad input).

/// Writes a line to standard output; a closed pipe (`arbiter ... | head`) ends the program
/// quietly (status 141, as for SIGPIPE) instead of panicking.
macro_rules! outln {
    () => {{
        $crate::cli::files::print_out(format_args!(""), true);
    }};
    ($($arg:tt)*) => {{
        $crate::cli::files::print_out(format_args!($($arg)*), true);
    }};
}

/// Like [`outln!`] without the newline.
macro_rules! out {
    ($($arg:tt)*) => {{
        $crate::cli::files::print_out(format_args!($($arg)*), false);
    }};
}

pub mod args;
pub mod backing;
pub mod clap_text;
pub mod diagnostics;
pub mod draw;
pub mod effects;
pub mod explain;
pub mod export;
pub mod files;
pub mod game;
pub mod import;
pub mod keyflower;
pub mod keyflower_replay;
pub mod keyflower_tile;
pub mod moves;
pub mod output;
pub mod position;
pub mod readings;
pub mod render;
pub mod replay;
pub mod rulings;
pub mod schema;
pub mod table;
pub mod tiles;
pub mod transcribe;
pub mod unix;

use arbiter_ids::msg;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use arbiter_format::Loc;
use arbiter_i18n::Localizer;
use arbiter_rulings::lang::Lang;

use args::{ColorChoice, Format, LangArg};

/// What every command needs to know about the user's choices.
pub struct Ctx {
    /// Messages in the chosen language.
    pub loc: Localizer,
    /// Whether rulings should be shown in both languages.
    pub both_languages: bool,
    /// Whether `--lang` was given (otherwise the language comes from the environment, and
    /// `rulings search` answers in the language of the question).
    pub lang_given: bool,
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
        let chosen_lang = arbiter_i18n::choose(chosen);
        files::remember_lang(chosen_lang);
        arbiter_i18n::set_output_lang(chosen_lang);
        files::remember_plain(format == Format::Table && !color);
        Ctx {
            loc: Localizer::new(chosen_lang),
            both_languages: lang == Some(LangArg::Both),
            lang_given: lang.is_some(),
            format,
            color,
            explain,
            rules: Vec::new(),
        }
    }

    /// Reads `--rules KEY=VALUE` options into [`Ctx::rules`], or reports the first unusable one
    /// (exit 2).
    pub fn set_rules(&mut self, options: &[String]) -> Result<(), Outcome> {
        use arbiter_engine::carcassonne::variants::{option_keys, OptionError, Rules};
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
                    msg::RULES_OPTION_UNKNOWN,
                    &[
                        ("option", option.clone().into()),
                        ("known", option_keys().collect::<Vec<_>>().join(", ").into()),
                    ],
                ),
                // `--rules river-flow`: the key alone.
                Err(OptionError::BadValue(values)) if !said_value => self.loc.text_with(
                    msg::RULES_OPTION_NEEDS_VALUE,
                    &[
                        ("option", key.to_string().into()),
                        ("known", values.join(", ").into()),
                    ],
                ),
                Err(OptionError::BadValue(values)) => self.loc.text_with(
                    msg::INPUT_BAD_OPTION,
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
    pub fn override_rules(&self, rules: &mut arbiter_engine::carcassonne::variants::Rules) {
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
    /// The (device, inode) of the regular file it was read from, to tell when an output
    /// would replace it.
    pub identity: Option<(u64, u64)>,
    /// What kind of file it is, read once when first asked.
    pub kind: std::cell::OnceCell<arbiter_format::carcassonne::Kind>,
}

impl Source {
    /// Reads a file (`-`: standard input) through the one bounded reader, or reports why
    /// not (exit 2).
    pub fn read(ctx: &Ctx, path: &Path) -> Result<Source, Outcome> {
        files::read(ctx, path)
    }

    /// What kind of file it is: the game it names, whether it is a record (read once).
    pub fn kind(&self) -> &arbiter_format::carcassonne::Kind {
        self.kind
            .get_or_init(|| arbiter_format::carcassonne::kind_of(&self.bytes))
    }

    /// Whether it is a game record.
    pub fn is_record(&self) -> bool {
        self.kind().record
    }

    /// The file's name for messages.
    pub fn name(&self) -> String {
        arbiter_rulings::shown::shown(&self.path.display().to_string()).into_owned()
    }

    /// The text, with any bytes that are not UTF-8 replaced (to show a snippet of them).
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.bytes)
    }
}

/// Prints an output struct as JSON (pretty) or YAML. It goes through a [`serde_json::Value`],
/// whose objects keep their keys sorted: every object comes out with its keys in alphabetical
/// order, whatever order its struct declares its fields in.
pub fn print_data(ctx: &Ctx, value: &impl serde::Serialize) {
    let value = &output::to_value(value);
    match ctx.format {
        // Every string that holds a character unsafe to show is written with YAML's escapes
        // (`"\u202E"`), so the text is safe to print and reads back exactly.
        Format::Yaml => out!("{}", arbiter_format::yaml::to_text(value)),
        _ => outln!(
            "{}",
            arbiter_rulings::shown::json_escaped(
                &serde_json::to_string_pretty(value).unwrap_or_default()
            )
        ),
    }
}

/// A command-line value wrapped like a file value, without a place.
pub fn spanned<T>(value: T) -> arbiter_format::yaml::Spanned<T> {
    arbiter_format::yaml::Spanned::new(value, Loc::default())
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
    ctx.loc.text_with(msg::IO_REASON, &[("what", kind.into())])
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
        if text.starts_with("failed printing to stdout") {
            // `> /dev/full`: said, exit 2.
            let code = text
                .rsplit_once("(os error ")
                .and_then(|(_, n)| n.trim_end_matches(')').parse().ok());
            files::stdout_failed(&code.map_or_else(
                || std::io::Error::other(text.to_string()),
                std::io::Error::from_raw_os_error,
            ));
        }
        if text.starts_with("failed printing to stderr") {
            // Nobody to tell.
            std::process::exit(2);
        }
        default(info);
    }));
}
