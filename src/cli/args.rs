//! The command line, defined once: help, the man page and shell completions all come from it.
//! Help texts are replaced by their Fluent translations at start-up ([`localized_command`]).

use arbiter_ids::msg;
use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

use arbiter_i18n::Localizer;
use arbiter_rulings::Game;

/// arbiter settles board-game rules disputes.
#[derive(Debug, Parser)]
#[command(name = "arbiter", version, disable_help_subcommand = true)]
pub struct Cli {
    /// Language of the output: en or nl (default: from LANG).
    #[arg(long, global = true, value_enum, hide_possible_values = true)]
    pub lang: Option<LangArg>,
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t = Format::Table, hide_possible_values = true)]
    pub format: Format,
    /// When to use colours.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto, hide_possible_values = true)]
    pub color: ColorChoice,
    /// Print the text of every rule and ruling cited.
    #[arg(long, global = true)]
    pub explain: bool,
    /// The command (default: score the bundled example position).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Languages on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Dutch.
    Nl,
    /// Both (for rulings; other output in English).
    Both,
}

/// Output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Tables for people.
    Table,
    /// JSON for programs.
    Json,
    /// YAML for programs.
    Yaml,
    /// An SVG picture (render only; its default).
    Svg,
    /// A PNG picture (render only).
    Png,
}

/// Colour choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is unset.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Score a final position.
    Score(FileArg),
    /// Check whether a position could arise in a legal game.
    Check(FileArg),
    /// Adjudicate one disputed move.
    Move(MoveArgs),
    /// List the tile catalogue or draw one tile.
    Tiles(TilesArgs),
    /// Show, list and search the rulings database.
    Rulings(RulingsArgs),
    /// Translate a game term between English, Seizer's English and Dutch.
    Glossary(GlossaryArgs),
    /// Draw a position as a picture (SVG, PNG) or as coloured text.
    Render(RenderArgs),
    /// Play a game record move by move and print the score history.
    Replay(ReplayArgs),
    /// Convert a JCloisterZone saved game (.jcz) into a game record.
    Import(ImportArgs),
    /// Writes out every `seen` and `rot: auto` of a position.
    Settle(ImportArgs),
    /// Print the JSON Schema of the position file (or of the game record).
    Schema(SchemaArgs),
    /// Print shell completions.
    Completions(CompletionsArgs),
    /// Print the man page.
    Man,
}

/// A position file.
#[derive(Debug, Args)]
pub struct FileArg {
    /// The position file (YAML).
    pub file: PathBuf,
    /// For a game record: use the position after move N.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = moves_played)]
    pub until: Option<usize>,
    /// Judge by this rule option instead of the file's (river-flow=one-side); repeatable.
    #[arg(long, value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
}

/// `render` arguments.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The position file or game record (YAML).
    pub file: PathBuf,
    /// Write the picture to this file (default: standard output).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Print a compact coloured text view instead of a picture.
    #[arg(long)]
    pub terminal: bool,
    /// Outline the features scored at the end of the game, with their points.
    #[arg(long)]
    pub highlight: bool,
    /// For a game record: draw the position after move N.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = moves_played)]
    pub until: Option<usize>,
}

/// `replay` arguments.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The game record (YAML).
    pub file: PathBuf,
    /// Stop after move N.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = moves_played)]
    pub until: Option<usize>,
    /// Judge by this rule option instead of the record's (river-flow=one-side); repeatable.
    #[arg(long, value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
}

/// `--until N` written below 0: N counts the moves (or Keyflower actions) played, from 0.
#[derive(Debug)]
pub struct NegativeUntil;

impl std::fmt::Display for NegativeUntil {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Shown in the output language by `clap_text::error_text`.
        f.write_str("below 0")
    }
}

impl std::error::Error for NegativeUntil {}

/// Reads `--until N`: a number of moves played, 0 (the start position) or more; a negative
/// number is refused as [`NegativeUntil`], anything else that is not a number as clap refuses
/// it.
fn moves_played(text: &str) -> Result<usize, Box<dyn std::error::Error + Send + Sync>> {
    match text.trim().parse::<usize>() {
        Ok(n) => Ok(n),
        Err(_) if text.trim().parse::<i128>().is_ok_and(|n| n < 0) => Err(Box::new(NegativeUntil)),
        Err(e) => Err(Box::new(e)),
    }
}

/// `import` arguments.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The JCloisterZone saved game (.jcz).
    pub file: PathBuf,
    /// Write the game record to this file (default: standard output).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// `schema` arguments.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// The schema of the game record instead of the position file.
    #[arg(long)]
    pub record: bool,
    /// Which game's position file or record (default: Carcassonne).
    #[arg(long, value_parser = game_value())]
    pub game: Option<Game>,
}

/// `move` arguments.
#[derive(Debug, Args)]
pub struct MoveArgs {
    /// The position file (YAML).
    pub file: PathBuf,
    /// The tile placed (catalogue id or letter); Carcassonne only.
    #[arg(long)]
    pub tile: Option<String>,
    /// Its square, as X,Y; Carcassonne only.
    #[arg(long, allow_hyphen_values = true)]
    pub at: Option<String>,
    /// Its clockwise turn in degrees.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    pub rot: i64,
    /// The piece placed, as KIND@LOCATOR (follower@road:E) or OWNER/KIND@LOCATOR.
    #[arg(long, conflicts_with_all = ["recall_abbot", "action"])]
    pub piece: Option<String>,
    /// Take the abbot back instead of placing a piece (the same as --action recall-abbot).
    #[arg(long, conflicts_with = "action")]
    pub recall_abbot: bool,
    /// A move action an expansion adds, instead of placing a piece: NAME or NAME=PARAMETER.
    #[arg(long, value_name = "ACTION")]
    pub action: Option<String>,
    /// A further step an expansion adds, after the piece or action (repeatable).
    #[arg(long = "step", value_name = "STEP")]
    pub steps: Vec<String>,
    /// The player moving (colour or name; default: the position's turn).
    #[arg(long)]
    pub player: Option<String>,
    /// This move is the extra turn a builder gave (as `extra_turn: true` in the file).
    #[arg(long)]
    pub extra_turn: bool,
}

/// `--game KEY`: one of the games of [`Game::ALL`], by its key.
fn game_value() -> impl clap::builder::TypedValueParser<Value = Game> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Game::ALL.map(Game::key))
        .map(|key: String| Game::from_key(&key).unwrap_or(Game::DEFAULT))
}

/// `tiles` arguments.
#[derive(Debug, Args)]
pub struct TilesArgs {
    /// Which game's tiles (default: Carcassonne).
    #[arg(long, value_parser = game_value(), global = true)]
    pub game: Option<Game>,
    /// What to do (default: list).
    #[command(subcommand)]
    pub action: Option<TilesAction>,
}

/// `tiles` actions.
#[derive(Debug, Subcommand)]
pub enum TilesAction {
    /// List every tile.
    List,
    /// Draw one tile.
    Show {
        /// Tile id or letter.
        id: String,
        /// Clockwise turn in degrees.
        #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
        rot: i64,
    },
    /// A picture sheet of every tile of the chosen expansions.
    Sheet {
        /// Expansions (comma-separated; default: every one).
        #[arg(long, value_delimiter = ',')]
        expansions: Option<Vec<String>>,
        /// Output file (.svg or .png).
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
}

/// `rulings` arguments.
#[derive(Debug, Args)]
pub struct RulingsArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: RulingsAction,
}

/// `rulings` actions.
#[derive(Debug, Subcommand)]
pub enum RulingsAction {
    /// Print one entry.
    Show {
        /// The entry's id.
        id: String,
    },
    /// List entries.
    List {
        /// Only entries about this expansion (key or any name).
        #[arg(long)]
        expansion: Option<String>,
        /// Only entries about this piece (key or any name).
        #[arg(long)]
        piece: Option<String>,
        /// Only entries of this category.
        #[arg(long)]
        category: Option<String>,
        /// Only entries of this game (carcassonne, keyflower).
        #[arg(long)]
        game: Option<String>,
    },
    /// Search entries in English and Dutch.
    Search {
        /// Only entries of this game (carcassonne, keyflower).
        #[arg(long)]
        game: Option<String>,
        /// Words to look for.
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// Write the rulings book as a self-contained web page.
    Export {
        /// The folder to write the page (index.html) into; created if missing.
        #[arg(long, value_name = "DIR", required = true)]
        html: PathBuf,
    },
}

/// `glossary` arguments.
#[derive(Debug, Args)]
pub struct GlossaryArgs {
    /// The term, in any language.
    #[arg(required = true)]
    pub term: Vec<String>,
}

/// `completions` arguments.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}

/// The command definition with every help text in the chosen language.
pub fn localized_command(loc: &Localizer) -> clap::Command {
    localize(Cli::command(), "cli", loc)
}

fn localize(mut cmd: clap::Command, path: &str, loc: &Localizer) -> clap::Command {
    let has_subcommands = cmd.get_subcommands().next().is_some();
    let has_positionals = cmd.get_positionals().next().is_some();
    let mut template = format!(
        "{{about-with-newline}}\n{} {{usage}}\n",
        loc.text(msg::CLI_HEADING_USAGE)
    );
    if has_subcommands {
        template.push_str(&format!(
            "\n{}\n{{subcommands}}\n",
            loc.text(msg::CLI_HEADING_COMMANDS)
        ));
    }
    if has_positionals {
        template.push_str(&format!(
            "\n{}\n{{positionals}}\n",
            loc.text(msg::CLI_HEADING_ARGUMENTS)
        ));
    }
    template.push_str(&format!(
        "\n{}\n{{options}}\n",
        loc.text(msg::CLI_HEADING_OPTIONS)
    ));
    // A closing paragraph, when the locale has one (`cli-move-after`: the Keyflower form).
    let after_key = format!("{path}-after");
    if loc.has(&after_key) {
        // clap puts a blank line before the paragraph itself.
        template.pop();
        template.push_str("{after-help}\n");
        cmd = cmd.after_help(loc.text(&after_key));
    }
    cmd = cmd.help_template(template).disable_help_flag(true).arg(
        clap::Arg::new("help")
            .short('h')
            .long("help")
            .action(clap::ArgAction::Help)
            .help(loc.text(msg::CLI_ARG_HELP)),
    );
    if path == "cli" {
        cmd = cmd.disable_version_flag(true).arg(
            clap::Arg::new("version")
                .short('V')
                .long("version")
                .action(clap::ArgAction::Version)
                .help(loc.text(msg::CLI_ARG_VERSION)),
        );
    }
    let about_key = format!("{path}-about");
    if loc.has(&about_key) {
        let text = loc.text(&about_key);
        cmd = cmd.about(text.clone()).long_about(text);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    let actions = arbiter_format::action::known_actions();
    let dutch_actions = arbiter_format::action::known_dutch_actions();
    for id in ids {
        let key = format!("{path}-arg-{}", id.replace('_', "-"));
        // Help may list the move actions the expansions register (`--action`).
        let text = loc.text_with(
            &key,
            &[
                ("actions", actions.clone().into()),
                ("dutch-actions", dutch_actions.clone().into()),
            ],
        );
        if text != key {
            cmd = cmd.mut_arg(id, |a| {
                // The text says the values and the default in the output language; clap
                // would add its own English "Possible values" and "default" lists.
                let takes_value = a.get_action().takes_values();
                a.help(text)
                    .hide_default_value(takes_value)
                    .hide_possible_values(takes_value)
            });
        }
    }
    cmd = crate::cli::clap_text::localize_usage(cmd, path, loc);
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        let sub_path = format!("{path}-{name}");
        cmd = cmd.mut_subcommand(name, |s| localize(s, &sub_path, loc));
    }
    cmd
}
