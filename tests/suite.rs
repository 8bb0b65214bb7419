//! Every integration test of the command line and the libraries, in one test binary (one link
//! on a two-core machine instead of one per file): each file of `tests/` is a module here.
//! A new test file is a new line below.

mod common;

mod answers_first;
mod backing;
mod board_symmetry;
mod builder_turn;
mod catalogue_prepared;
mod cli;
mod closed_pipe;
mod code_shape;
mod dutch_output;
mod engine_citations;
mod expansion_options;
mod expansion_state;
mod fuzz_regressions;
mod game_records;
mod hand_positions;
mod hostile_input;
mod hostile_names;
mod ids;
mod jcz_import;
mod keyflower_allocation;
mod keyflower_data;
mod keyflower_game;
mod keyflower_random_games;
mod keyflower_reasons;
mod keyflower_rules;
mod keyflower_score;
mod layering;
mod locales;
mod move_actions;
mod output_files;
mod picture_names;
mod plurals;
mod random_games;
mod readings;
mod readings_differential;
mod records_say;
mod reliability;
mod render_open;
mod render_replay;
mod rulings_book;
mod rulings_browser;
mod rulings_integrity;
mod rulings_search_quality;
mod scored_positions;
mod setup_validation;
mod transcription;
mod trial_frictions;
mod trial_wording;
mod verdict_places;
