//! The command line in the output language: value names and usage lines for help, and
//! clap's errors rebuilt, kind by kind, from arbiter's own messages (clap's words are
//! English).

use arbiter_i18n::Localizer;
use arbiter_ids::msg;
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A value name (`FILE`, `N`, `LANG` ...) in the output language, if the locale names it.
fn value_name(loc: &Localizer, name: &str) -> Option<String> {
    let key = format!("cli-value-{}", name.to_ascii_lowercase().replace('=', "-"));
    loc.has(&key).then(|| loc.text(&key))
}

/// Translates the value names of `cmd`'s arguments and writes its usage line with arbiter's
/// words for "\[OPTIONS\]" and "\[COMMAND\]". `path` is the message path (`cli`, `cli-score`).
pub fn localize_usage(mut cmd: clap::Command, path: &str, loc: &Localizer) -> clap::Command {
    let ids: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.get_action().takes_values())
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(&id, |a| {
            let name = a
                .get_value_names()
                .and_then(|v| v.first())
                .map_or_else(|| id.to_ascii_uppercase(), |n| n.to_string());
            match value_name(loc, &name) {
                Some(text) => a.value_name(clap::builder::Str::from(text.leak() as &str)),
                None => a,
            }
        });
    }
    let bin = path.replacen("cli", "arbiter", 1).replace('-', " ");
    let mut usage = bin;
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        usage.push(' ');
        usage.push_str(&loc.text(msg::CLI_USAGE_OPTIONS));
    }
    for a in cmd.get_positionals() {
        let name = a.get_value_names().and_then(|v| v.first()).map_or_else(
            || a.get_id().to_string().to_ascii_uppercase(),
            |n| n.to_string(),
        );
        let many = a.get_num_args().is_some_and(|n| n.max_values() > 1);
        let dots = if many { "..." } else { "" };
        if a.is_required_set() {
            usage.push_str(&format!(" <{name}>{dots}"));
        } else {
            usage.push_str(&format!(" [{name}]{dots}"));
        }
    }
    if cmd.get_subcommands().next().is_some() {
        usage.push(' ');
        usage.push_str(&loc.text(if cmd.is_subcommand_required_set() {
            msg::CLI_USAGE_COMMAND_REQUIRED
        } else {
            msg::CLI_USAGE_COMMAND
        }));
    }
    cmd.override_usage(usage)
}

fn context(e: &clap::Error, kind: ContextKind) -> String {
    match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(ContextValue::StyledStr(s)) => s.to_string(),
        Some(ContextValue::StyledStrs(v)) => v
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        Some(ContextValue::Number(n)) => n.to_string(),
        Some(ContextValue::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

/// A clap error (not help or version) as arbiter's localised text: the message, the usage
/// line, and where to find more.
pub fn error_text(e: &clap::Error, loc: &Localizer) -> String {
    let negative_until = std::error::Error::source(e)
        .is_some_and(|s| s.downcast_ref::<super::args::NegativeUntil>().is_some());
    let what = match e.kind() {
        ErrorKind::ValueValidation if negative_until => "until-negative",
        ErrorKind::InvalidValue => "invalid-value",
        ErrorKind::UnknownArgument => "unknown-argument",
        ErrorKind::InvalidSubcommand => "unknown-command",
        ErrorKind::NoEquals => "no-equals",
        ErrorKind::ValueValidation => "invalid-value",
        ErrorKind::TooManyValues => "too-many-values",
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => "too-few-values",
        ErrorKind::ArgumentConflict => "conflict",
        ErrorKind::MissingRequiredArgument => "missing-argument",
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "missing-command"
        }
        ErrorKind::InvalidUtf8 => "not-utf8",
        _ => "other",
    };
    let arg = context(e, ContextKind::InvalidArg);
    let value = context(e, ContextKind::InvalidValue);
    let sub = context(e, ContextKind::InvalidSubcommand);
    let valid = context(e, ContextKind::ValidValue);
    let suggestion = [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .map(|k| context(e, k))
    .find(|s| !s.is_empty());
    let prior = context(e, ContextKind::PriorArg);
    let mut out = loc.text_with(
        msg::CLI_ERROR,
        &[
            ("what", what.into()),
            (
                "arg",
                if arg.is_empty() {
                    sub.clone().into()
                } else {
                    arg.into()
                },
            ),
            ("value", value.into()),
            ("valid", valid.clone().into()),
            (
                "has-valid",
                if valid.is_empty() { "no" } else { "yes" }.into(),
            ),
            ("prior", prior.into()),
        ],
    );
    if let Some(s) = suggestion {
        out.push('\n');
        out.push_str(&loc.text_with(msg::CLI_ERROR_SUGGESTION, &[("suggestion", s.into())]));
    }
    let usage = context(e, ContextKind::Usage);
    let usage = usage.trim();
    let usage = usage.split_once(':').map_or(usage, |(_, rest)| rest.trim());
    if !usage.is_empty() {
        out.push_str("\n\n");
        out.push_str(&loc.text(msg::CLI_HEADING_USAGE));
        out.push(' ');
        out.push_str(usage);
    }
    out.push_str("\n\n");
    out.push_str(&loc.text(msg::CLI_ERROR_MORE));
    out
}

/// The man page with its section headings (`.SH NAME`, `.SH OPTIONS` ...) in the output
/// language; clap_mangen writes them in English.
pub fn localize_man(page: &[u8], loc: &Localizer) -> String {
    let text = String::from_utf8_lossy(page);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match line.strip_prefix(".SH ") {
            Some(heading) => {
                let key = heading.trim().to_ascii_lowercase();
                let name = loc.text_with(msg::CLI_MAN_SECTION, &[("section", key.into())]);
                out.push_str(&format!(".SH {}\n", name.to_uppercase()));
            }
            None => out.push_str(line),
        }
    }
    out
}
