//! The id of every message of `locales/en/*.ftl` (the Dutch files hold the same ids).
//! Written by `ARBITER_WRITE_IDS=1 cargo test --test suite ids` (tests/ids.rs). Do not edit.

/// `abbey-used`
pub const ABBEY_USED: &str = "abbey-used";
/// `arg-counted-none`
pub const ARG_COUNTED_NONE: &str = "arg-counted-none";
/// `bazaar-auction`
pub const BAZAAR_AUCTION: &str = "bazaar-auction";
/// `bazaar-held`
pub const BAZAAR_HELD: &str = "bazaar-held";
/// `bt-final-open`
pub const BT_FINAL_OPEN: &str = "bt-final-open";
/// `bt-final-open-record`
pub const BT_FINAL_OPEN_RECORD: &str = "bt-final-open-record";
/// `bt-final-same`
pub const BT_FINAL_SAME: &str = "bt-final-same";
/// `bt-token-each`
pub const BT_TOKEN_EACH: &str = "bt-token-each";
/// `built-bridges`
pub const BUILT_BRIDGES: &str = "built-bridges";
/// `built-castles`
pub const BUILT_CASTLES: &str = "built-castles";
/// `cards-king`
pub const CARDS_KING: &str = "cards-king";
/// `cards-robber`
pub const CARDS_ROBBER: &str = "cards-robber";
/// `category-definition`
pub const CATEGORY_DEFINITION: &str = "category-definition";
/// `category-movement`
pub const CATEGORY_MOVEMENT: &str = "category-movement";
/// `category-placement`
pub const CATEGORY_PLACEMENT: &str = "category-placement";
/// `category-scoring`
pub const CATEGORY_SCORING: &str = "category-scoring";
/// `category-turn-structure`
pub const CATEGORY_TURN_STRUCTURE: &str = "category-turn-structure";
/// `cell-cities`
pub const CELL_CITIES: &str = "cell-cities";
/// `check-illegal`
pub const CHECK_ILLEGAL: &str = "check-illegal";
/// `check-legal`
pub const CHECK_LEGAL: &str = "check-legal";
/// `cli-about`
pub const CLI_ABOUT: &str = "cli-about";
/// `cli-arg-color`
pub const CLI_ARG_COLOR: &str = "cli-arg-color";
/// `cli-arg-explain`
pub const CLI_ARG_EXPLAIN: &str = "cli-arg-explain";
/// `cli-arg-format`
pub const CLI_ARG_FORMAT: &str = "cli-arg-format";
/// `cli-arg-help`
pub const CLI_ARG_HELP: &str = "cli-arg-help";
/// `cli-arg-lang`
pub const CLI_ARG_LANG: &str = "cli-arg-lang";
/// `cli-arg-version`
pub const CLI_ARG_VERSION: &str = "cli-arg-version";
/// `cli-check-about`
pub const CLI_CHECK_ABOUT: &str = "cli-check-about";
/// `cli-check-arg-file`
pub const CLI_CHECK_ARG_FILE: &str = "cli-check-arg-file";
/// `cli-check-arg-rules`
pub const CLI_CHECK_ARG_RULES: &str = "cli-check-arg-rules";
/// `cli-check-arg-until`
pub const CLI_CHECK_ARG_UNTIL: &str = "cli-check-arg-until";
/// `cli-completions-about`
pub const CLI_COMPLETIONS_ABOUT: &str = "cli-completions-about";
/// `cli-completions-arg-shell`
pub const CLI_COMPLETIONS_ARG_SHELL: &str = "cli-completions-arg-shell";
/// `cli-error`
pub const CLI_ERROR: &str = "cli-error";
/// `cli-error-more`
pub const CLI_ERROR_MORE: &str = "cli-error-more";
/// `cli-error-suggestion`
pub const CLI_ERROR_SUGGESTION: &str = "cli-error-suggestion";
/// `cli-glossary-about`
pub const CLI_GLOSSARY_ABOUT: &str = "cli-glossary-about";
/// `cli-glossary-arg-term`
pub const CLI_GLOSSARY_ARG_TERM: &str = "cli-glossary-arg-term";
/// `cli-heading-arguments`
pub const CLI_HEADING_ARGUMENTS: &str = "cli-heading-arguments";
/// `cli-heading-commands`
pub const CLI_HEADING_COMMANDS: &str = "cli-heading-commands";
/// `cli-heading-options`
pub const CLI_HEADING_OPTIONS: &str = "cli-heading-options";
/// `cli-heading-usage`
pub const CLI_HEADING_USAGE: &str = "cli-heading-usage";
/// `cli-import-about`
pub const CLI_IMPORT_ABOUT: &str = "cli-import-about";
/// `cli-import-after`
pub const CLI_IMPORT_AFTER: &str = "cli-import-after";
/// `cli-import-arg-file`
pub const CLI_IMPORT_ARG_FILE: &str = "cli-import-arg-file";
/// `cli-import-arg-output`
pub const CLI_IMPORT_ARG_OUTPUT: &str = "cli-import-arg-output";
/// `cli-man-about`
pub const CLI_MAN_ABOUT: &str = "cli-man-about";
/// `cli-man-section`
pub const CLI_MAN_SECTION: &str = "cli-man-section";
/// `cli-move-about`
pub const CLI_MOVE_ABOUT: &str = "cli-move-about";
/// `cli-move-after`
pub const CLI_MOVE_AFTER: &str = "cli-move-after";
/// `cli-move-arg-action`
pub const CLI_MOVE_ARG_ACTION: &str = "cli-move-arg-action";
/// `cli-move-arg-at`
pub const CLI_MOVE_ARG_AT: &str = "cli-move-arg-at";
/// `cli-move-arg-extra-turn`
pub const CLI_MOVE_ARG_EXTRA_TURN: &str = "cli-move-arg-extra-turn";
/// `cli-move-arg-file`
pub const CLI_MOVE_ARG_FILE: &str = "cli-move-arg-file";
/// `cli-move-arg-piece`
pub const CLI_MOVE_ARG_PIECE: &str = "cli-move-arg-piece";
/// `cli-move-arg-player`
pub const CLI_MOVE_ARG_PLAYER: &str = "cli-move-arg-player";
/// `cli-move-arg-recall-abbot`
pub const CLI_MOVE_ARG_RECALL_ABBOT: &str = "cli-move-arg-recall-abbot";
/// `cli-move-arg-rot`
pub const CLI_MOVE_ARG_ROT: &str = "cli-move-arg-rot";
/// `cli-move-arg-steps`
pub const CLI_MOVE_ARG_STEPS: &str = "cli-move-arg-steps";
/// `cli-move-arg-tile`
pub const CLI_MOVE_ARG_TILE: &str = "cli-move-arg-tile";
/// `cli-render-about`
pub const CLI_RENDER_ABOUT: &str = "cli-render-about";
/// `cli-render-after`
pub const CLI_RENDER_AFTER: &str = "cli-render-after";
/// `cli-render-arg-file`
pub const CLI_RENDER_ARG_FILE: &str = "cli-render-arg-file";
/// `cli-render-arg-highlight`
pub const CLI_RENDER_ARG_HIGHLIGHT: &str = "cli-render-arg-highlight";
/// `cli-render-arg-output`
pub const CLI_RENDER_ARG_OUTPUT: &str = "cli-render-arg-output";
/// `cli-render-arg-terminal`
pub const CLI_RENDER_ARG_TERMINAL: &str = "cli-render-arg-terminal";
/// `cli-render-arg-until`
pub const CLI_RENDER_ARG_UNTIL: &str = "cli-render-arg-until";
/// `cli-replay-about`
pub const CLI_REPLAY_ABOUT: &str = "cli-replay-about";
/// `cli-replay-arg-file`
pub const CLI_REPLAY_ARG_FILE: &str = "cli-replay-arg-file";
/// `cli-replay-arg-rules`
pub const CLI_REPLAY_ARG_RULES: &str = "cli-replay-arg-rules";
/// `cli-replay-arg-until`
pub const CLI_REPLAY_ARG_UNTIL: &str = "cli-replay-arg-until";
/// `cli-rulings-about`
pub const CLI_RULINGS_ABOUT: &str = "cli-rulings-about";
/// `cli-rulings-export-about`
pub const CLI_RULINGS_EXPORT_ABOUT: &str = "cli-rulings-export-about";
/// `cli-rulings-export-after`
pub const CLI_RULINGS_EXPORT_AFTER: &str = "cli-rulings-export-after";
/// `cli-rulings-export-arg-html`
pub const CLI_RULINGS_EXPORT_ARG_HTML: &str = "cli-rulings-export-arg-html";
/// `cli-rulings-list-about`
pub const CLI_RULINGS_LIST_ABOUT: &str = "cli-rulings-list-about";
/// `cli-rulings-list-arg-category`
pub const CLI_RULINGS_LIST_ARG_CATEGORY: &str = "cli-rulings-list-arg-category";
/// `cli-rulings-list-arg-expansion`
pub const CLI_RULINGS_LIST_ARG_EXPANSION: &str = "cli-rulings-list-arg-expansion";
/// `cli-rulings-list-arg-game`
pub const CLI_RULINGS_LIST_ARG_GAME: &str = "cli-rulings-list-arg-game";
/// `cli-rulings-list-arg-piece`
pub const CLI_RULINGS_LIST_ARG_PIECE: &str = "cli-rulings-list-arg-piece";
/// `cli-rulings-search-about`
pub const CLI_RULINGS_SEARCH_ABOUT: &str = "cli-rulings-search-about";
/// `cli-rulings-search-arg-game`
pub const CLI_RULINGS_SEARCH_ARG_GAME: &str = "cli-rulings-search-arg-game";
/// `cli-rulings-search-arg-words`
pub const CLI_RULINGS_SEARCH_ARG_WORDS: &str = "cli-rulings-search-arg-words";
/// `cli-rulings-show-about`
pub const CLI_RULINGS_SHOW_ABOUT: &str = "cli-rulings-show-about";
/// `cli-rulings-show-arg-id`
pub const CLI_RULINGS_SHOW_ARG_ID: &str = "cli-rulings-show-arg-id";
/// `cli-schema-about`
pub const CLI_SCHEMA_ABOUT: &str = "cli-schema-about";
/// `cli-schema-arg-game`
pub const CLI_SCHEMA_ARG_GAME: &str = "cli-schema-arg-game";
/// `cli-schema-arg-record`
pub const CLI_SCHEMA_ARG_RECORD: &str = "cli-schema-arg-record";
/// `cli-score-about`
pub const CLI_SCORE_ABOUT: &str = "cli-score-about";
/// `cli-score-arg-file`
pub const CLI_SCORE_ARG_FILE: &str = "cli-score-arg-file";
/// `cli-score-arg-rules`
pub const CLI_SCORE_ARG_RULES: &str = "cli-score-arg-rules";
/// `cli-score-arg-until`
pub const CLI_SCORE_ARG_UNTIL: &str = "cli-score-arg-until";
/// `cli-settle-about`
pub const CLI_SETTLE_ABOUT: &str = "cli-settle-about";
/// `cli-settle-after`
pub const CLI_SETTLE_AFTER: &str = "cli-settle-after";
/// `cli-settle-arg-file`
pub const CLI_SETTLE_ARG_FILE: &str = "cli-settle-arg-file";
/// `cli-settle-arg-output`
pub const CLI_SETTLE_ARG_OUTPUT: &str = "cli-settle-arg-output";
/// `cli-tiles-about`
pub const CLI_TILES_ABOUT: &str = "cli-tiles-about";
/// `cli-tiles-arg-game`
pub const CLI_TILES_ARG_GAME: &str = "cli-tiles-arg-game";
/// `cli-tiles-list-about`
pub const CLI_TILES_LIST_ABOUT: &str = "cli-tiles-list-about";
/// `cli-tiles-sheet-about`
pub const CLI_TILES_SHEET_ABOUT: &str = "cli-tiles-sheet-about";
/// `cli-tiles-sheet-after`
pub const CLI_TILES_SHEET_AFTER: &str = "cli-tiles-sheet-after";
/// `cli-tiles-sheet-arg-expansions`
pub const CLI_TILES_SHEET_ARG_EXPANSIONS: &str = "cli-tiles-sheet-arg-expansions";
/// `cli-tiles-sheet-arg-output`
pub const CLI_TILES_SHEET_ARG_OUTPUT: &str = "cli-tiles-sheet-arg-output";
/// `cli-tiles-show-about`
pub const CLI_TILES_SHOW_ABOUT: &str = "cli-tiles-show-about";
/// `cli-tiles-show-arg-id`
pub const CLI_TILES_SHOW_ARG_ID: &str = "cli-tiles-show-arg-id";
/// `cli-tiles-show-arg-rot`
pub const CLI_TILES_SHOW_ARG_ROT: &str = "cli-tiles-show-arg-rot";
/// `cli-usage-command`
pub const CLI_USAGE_COMMAND: &str = "cli-usage-command";
/// `cli-usage-command-required`
pub const CLI_USAGE_COMMAND_REQUIRED: &str = "cli-usage-command-required";
/// `cli-usage-options`
pub const CLI_USAGE_OPTIONS: &str = "cli-usage-options";
/// `cli-value-action`
pub const CLI_VALUE_ACTION: &str = "cli-value-action";
/// `cli-value-at`
pub const CLI_VALUE_AT: &str = "cli-value-at";
/// `cli-value-category`
pub const CLI_VALUE_CATEGORY: &str = "cli-value-category";
/// `cli-value-color`
pub const CLI_VALUE_COLOR: &str = "cli-value-color";
/// `cli-value-dir`
pub const CLI_VALUE_DIR: &str = "cli-value-dir";
/// `cli-value-expansion`
pub const CLI_VALUE_EXPANSION: &str = "cli-value-expansion";
/// `cli-value-expansions`
pub const CLI_VALUE_EXPANSIONS: &str = "cli-value-expansions";
/// `cli-value-file`
pub const CLI_VALUE_FILE: &str = "cli-value-file";
/// `cli-value-format`
pub const CLI_VALUE_FORMAT: &str = "cli-value-format";
/// `cli-value-game`
pub const CLI_VALUE_GAME: &str = "cli-value-game";
/// `cli-value-id`
pub const CLI_VALUE_ID: &str = "cli-value-id";
/// `cli-value-key-value`
pub const CLI_VALUE_KEY_VALUE: &str = "cli-value-key-value";
/// `cli-value-lang`
pub const CLI_VALUE_LANG: &str = "cli-value-lang";
/// `cli-value-n`
pub const CLI_VALUE_N: &str = "cli-value-n";
/// `cli-value-output`
pub const CLI_VALUE_OUTPUT: &str = "cli-value-output";
/// `cli-value-piece`
pub const CLI_VALUE_PIECE: &str = "cli-value-piece";
/// `cli-value-player`
pub const CLI_VALUE_PLAYER: &str = "cli-value-player";
/// `cli-value-rot`
pub const CLI_VALUE_ROT: &str = "cli-value-rot";
/// `cli-value-shell`
pub const CLI_VALUE_SHELL: &str = "cli-value-shell";
/// `cli-value-step`
pub const CLI_VALUE_STEP: &str = "cli-value-step";
/// `cli-value-term`
pub const CLI_VALUE_TERM: &str = "cli-value-term";
/// `cli-value-tile`
pub const CLI_VALUE_TILE: &str = "cli-value-tile";
/// `cli-value-words`
pub const CLI_VALUE_WORDS: &str = "cli-value-words";
/// `col-category`
pub const COL_CATEGORY: &str = "col-category";
/// `col-color`
pub const COL_COLOR: &str = "col-color";
/// `col-complete`
pub const COL_COMPLETE: &str = "col-complete";
/// `col-count`
pub const COL_COUNT: &str = "col-count";
/// `col-count-gardens`
pub const COL_COUNT_GARDENS: &str = "col-count-gardens";
/// `col-date`
pub const COL_DATE: &str = "col-date";
/// `col-description`
pub const COL_DESCRIPTION: &str = "col-description";
/// `col-dutch`
pub const COL_DUTCH: &str = "col-dutch";
/// `col-english`
pub const COL_ENGLISH: &str = "col-english";
/// `col-expansion`
pub const COL_EXPANSION: &str = "col-expansion";
/// `col-feature`
pub const COL_FEATURE: &str = "col-feature";
/// `col-final`
pub const COL_FINAL: &str = "col-final";
/// `col-id`
pub const COL_ID: &str = "col-id";
/// `col-key`
pub const COL_KEY: &str = "col-key";
/// `col-kind`
pub const COL_KIND: &str = "col-kind";
/// `col-letter`
pub const COL_LETTER: &str = "col-letter";
/// `col-locator`
pub const COL_LOCATOR: &str = "col-locator";
/// `col-move`
pub const COL_MOVE: &str = "col-move";
/// `col-notes`
pub const COL_NOTES: &str = "col-notes";
/// `col-owners`
pub const COL_OWNERS: &str = "col-owners";
/// `col-pennants`
pub const COL_PENNANTS: &str = "col-pennants";
/// `col-place`
pub const COL_PLACE: &str = "col-place";
/// `col-player`
pub const COL_PLAYER: &str = "col-player";
/// `col-points`
pub const COL_POINTS: &str = "col-points";
/// `col-rule`
pub const COL_RULE: &str = "col-rule";
/// `col-score`
pub const COL_SCORE: &str = "col-score";
/// `col-seen`
pub const COL_SEEN: &str = "col-seen";
/// `col-seizer`
pub const COL_SEIZER: &str = "col-seizer";
/// `col-tile`
pub const COL_TILE: &str = "col-tile";
/// `col-tiles`
pub const COL_TILES: &str = "col-tiles";
/// `col-title`
pub const COL_TITLE: &str = "col-title";
/// `col-total`
pub const COL_TOTAL: &str = "col-total";
/// `col-touches`
pub const COL_TOUCHES: &str = "col-touches";
/// `col-track`
pub const COL_TRACK: &str = "col-track";
/// `col-where`
pub const COL_WHERE: &str = "col-where";
/// `color-black`
pub const COLOR_BLACK: &str = "color-black";
/// `color-blue`
pub const COLOR_BLUE: &str = "color-blue";
/// `color-gray`
pub const COLOR_GRAY: &str = "color-gray";
/// `color-green`
pub const COLOR_GREEN: &str = "color-green";
/// `color-pink`
pub const COLOR_PINK: &str = "color-pink";
/// `color-red`
pub const COLOR_RED: &str = "color-red";
/// `color-yellow`
pub const COLOR_YELLOW: &str = "color-yellow";
/// `compass-letters`
pub const COMPASS_LETTERS: &str = "compass-letters";
/// `condition-abbot-recalled`
pub const CONDITION_ABBOT_RECALLED: &str = "condition-abbot-recalled";
/// `condition-builder-with-big-follower`
pub const CONDITION_BUILDER_WITH_BIG_FOLLOWER: &str = "condition-builder-with-big-follower";
/// `condition-cathedral-city-tile-twice`
pub const CONDITION_CATHEDRAL_CITY_TILE_TWICE: &str = "condition-cathedral-city-tile-twice";
/// `condition-dragon-ate-big-follower`
pub const CONDITION_DRAGON_ATE_BIG_FOLLOWER: &str = "condition-dragon-ate-big-follower";
/// `condition-dragon-took-builder-or-pig`
pub const CONDITION_DRAGON_TOOK_BUILDER_OR_PIG: &str = "condition-dragon-took-builder-or-pig";
/// `condition-extra-turn-earned`
pub const CONDITION_EXTRA_TURN_EARNED: &str = "condition-extra-turn-earned";
/// `condition-fairy-bonus-paid`
pub const CONDITION_FAIRY_BONUS_PAID: &str = "condition-fairy-bonus-paid";
/// `condition-goods-from-cathedral-city`
pub const CONDITION_GOODS_FROM_CATHEDRAL_CITY: &str = "condition-goods-from-cathedral-city";
/// `condition-goods-tie`
pub const CONDITION_GOODS_TIE: &str = "condition-goods-tie";
/// `condition-inn-road-tile-twice`
pub const CONDITION_INN_ROAD_TILE_TWICE: &str = "condition-inn-road-tile-twice";
/// `condition-pig-with-big-follower`
pub const CONDITION_PIG_WITH_BIG_FOLLOWER: &str = "condition-pig-with-big-follower";
/// `condition-portal-big-follower`
pub const CONDITION_PORTAL_BIG_FOLLOWER: &str = "condition-portal-big-follower";
/// `edition-castles-and-bridges`
pub const EDITION_CASTLES_AND_BRIDGES: &str = "edition-castles-and-bridges";
/// `edition-circus-and-artists`
pub const EDITION_CIRCUS_AND_ARTISTS: &str = "edition-circus-and-artists";
/// `edition-current-box`
pub const EDITION_CURRENT_BOX: &str = "edition-current-box";
/// `edition-dragon-and-fairy`
pub const EDITION_DRAGON_AND_FAIRY: &str = "edition-dragon-and-fairy";
/// `edition-messengers-and-mayors`
pub const EDITION_MESSENGERS_AND_MAYORS: &str = "edition-messengers-and-mayors";
/// `edition-shepherds-and-vineyards`
pub const EDITION_SHEPHERDS_AND_VINEYARDS: &str = "edition-shepherds-and-vineyards";
/// `edition-towers-and-thieves`
pub const EDITION_TOWERS_AND_THIEVES: &str = "edition-towers-and-thieves";
/// `error-input-header`
pub const ERROR_INPUT_HEADER: &str = "error-input-header";
/// `error-picture-extension`
pub const ERROR_PICTURE_EXTENSION: &str = "error-picture-extension";
/// `error-picture-extension-clash`
pub const ERROR_PICTURE_EXTENSION_CLASH: &str = "error-picture-extension-clash";
/// `error-picture-format`
pub const ERROR_PICTURE_FORMAT: &str = "error-picture-format";
/// `error-png`
pub const ERROR_PNG: &str = "error-png";
/// `error-png-terminal`
pub const ERROR_PNG_TERMINAL: &str = "error-png-terminal";
/// `error-read-file`
pub const ERROR_READ_FILE: &str = "error-read-file";
/// `error-write-file`
pub const ERROR_WRITE_FILE: &str = "error-write-file";
/// `expansion-abbey-and-mayor`
pub const EXPANSION_ABBEY_AND_MAYOR: &str = "expansion-abbey-and-mayor";
/// `expansion-abbot`
pub const EXPANSION_ABBOT: &str = "expansion-abbot";
/// `expansion-base`
pub const EXPANSION_BASE: &str = "expansion-base";
/// `expansion-bridges-castles-and-bazaars`
pub const EXPANSION_BRIDGES_CASTLES_AND_BAZAARS: &str = "expansion-bridges-castles-and-bazaars";
/// `expansion-hills-and-sheep`
pub const EXPANSION_HILLS_AND_SHEEP: &str = "expansion-hills-and-sheep";
/// `expansion-inns-and-cathedrals`
pub const EXPANSION_INNS_AND_CATHEDRALS: &str = "expansion-inns-and-cathedrals";
/// `expansion-king-and-robber`
pub const EXPANSION_KING_AND_ROBBER: &str = "expansion-king-and-robber";
/// `expansion-princess-and-dragon`
pub const EXPANSION_PRINCESS_AND_DRAGON: &str = "expansion-princess-and-dragon";
/// `expansion-river`
pub const EXPANSION_RIVER: &str = "expansion-river";
/// `expansion-tower`
pub const EXPANSION_TOWER: &str = "expansion-tower";
/// `expansion-traders-and-builders`
pub const EXPANSION_TRADERS_AND_BUILDERS: &str = "expansion-traders-and-builders";
/// `expansion-under-the-big-top`
pub const EXPANSION_UNDER_THE_BIG_TOP: &str = "expansion-under-the-big-top";
/// `export-written`
pub const EXPORT_WRITTEN: &str = "export-written";
/// `fan-source-als`
pub const FAN_SOURCE_ALS: &str = "fan-source-als";
/// `fan-source-bda`
pub const FAN_SOURCE_BDA: &str = "fan-source-bda";
/// `fan-source-kasta-ua`
pub const FAN_SOURCE_KASTA_UA: &str = "fan-source-kasta-ua";
/// `fan-source-kfw`
pub const FAN_SOURCE_KFW: &str = "fan-source-kfw";
/// `fan-source-mtt`
pub const FAN_SOURCE_MTT: &str = "fan-source-mtt";
/// `feature-acrobats`
pub const FEATURE_ACROBATS: &str = "feature-acrobats";
/// `feature-circus`
pub const FEATURE_CIRCUS: &str = "feature-circus";
/// `feature-city`
pub const FEATURE_CITY: &str = "feature-city";
/// `feature-field`
pub const FEATURE_FIELD: &str = "feature-field";
/// `feature-garden`
pub const FEATURE_GARDEN: &str = "feature-garden";
/// `feature-monastery`
pub const FEATURE_MONASTERY: &str = "feature-monastery";
/// `feature-river`
pub const FEATURE_RIVER: &str = "feature-river";
/// `feature-road`
pub const FEATURE_ROAD: &str = "feature-road";
/// `feature-tower`
pub const FEATURE_TOWER: &str = "feature-tower";
/// `glossary-unknown`
pub const GLOSSARY_UNKNOWN: &str = "glossary-unknown";
/// `goods-cloth`
pub const GOODS_CLOTH: &str = "goods-cloth";
/// `goods-grain`
pub const GOODS_GRAIN: &str = "goods-grain";
/// `goods-wine`
pub const GOODS_WINE: &str = "goods-wine";
/// `heading-explanations`
pub const HEADING_EXPLANATIONS: &str = "heading-explanations";
/// `heading-final-scores`
pub const HEADING_FINAL_SCORES: &str = "heading-final-scores";
/// `heading-replay-final-lines`
pub const HEADING_REPLAY_FINAL_LINES: &str = "heading-replay-final-lines";
/// `heading-replay-totals`
pub const HEADING_REPLAY_TOTALS: &str = "heading-replay-totals";
/// `heading-score-history`
pub const HEADING_SCORE_HISTORY: &str = "heading-score-history";
/// `heading-scored-features`
pub const HEADING_SCORED_FEATURES: &str = "heading-scored-features";
/// `heading-warnings`
pub const HEADING_WARNINGS: &str = "heading-warnings";
/// `hs-problem-before-dragon`
pub const HS_PROBLEM_BEFORE_DRAGON: &str = "hs-problem-before-dragon";
/// `hs-problem-box-under-hills`
pub const HS_PROBLEM_BOX_UNDER_HILLS: &str = "hs-problem-box-under-hills";
/// `hs-problem-choice-owed`
pub const HS_PROBLEM_CHOICE_OWED: &str = "hs-problem-choice-owed";
/// `hs-problem-closed-field`
pub const HS_PROBLEM_CLOSED_FIELD: &str = "hs-problem-closed-field";
/// `hs-problem-decided`
pub const HS_PROBLEM_DECIDED: &str = "hs-problem-decided";
/// `hs-problem-draw-first`
pub const HS_PROBLEM_DRAW_FIRST: &str = "hs-problem-draw-first";
/// `hs-problem-draw-owed`
pub const HS_PROBLEM_DRAW_OWED: &str = "hs-problem-draw-owed";
/// `hs-problem-empty-flock`
pub const HS_PROBLEM_EMPTY_FLOCK: &str = "hs-problem-empty-flock";
/// `hs-problem-field-has-shepherd`
pub const HS_PROBLEM_FIELD_HAS_SHEPHERD: &str = "hs-problem-field-has-shepherd";
/// `hs-problem-just-placed`
pub const HS_PROBLEM_JUST_PLACED: &str = "hs-problem-just-placed";
/// `hs-problem-no-draw-due`
pub const HS_PROBLEM_NO_DRAW_DUE: &str = "hs-problem-no-draw-due";
/// `hs-problem-no-shepherd`
pub const HS_PROBLEM_NO_SHEPHERD: &str = "hs-problem-no-shepherd";
/// `hs-problem-not-extended`
pub const HS_PROBLEM_NOT_EXTENDED: &str = "hs-problem-not-extended";
/// `hs-problem-not-in-bag`
pub const HS_PROBLEM_NOT_IN_BAG: &str = "hs-problem-not-in-bag";
/// `hs-problem-sheep-without-shepherd`
pub const HS_PROBLEM_SHEEP_WITHOUT_SHEPHERD: &str = "hs-problem-sheep-without-shepherd";
/// `hs-problem-too-many-tokens`
pub const HS_PROBLEM_TOO_MANY_TOKENS: &str = "hs-problem-too-many-tokens";
/// `hs-problem-two-shepherds-on-tile`
pub const HS_PROBLEM_TWO_SHEPHERDS_ON_TILE: &str = "hs-problem-two-shepherds-on-tile";
/// `import-discarded`
pub const IMPORT_DISCARDED: &str = "import-discarded";
/// `import-done`
pub const IMPORT_DONE: &str = "import-done";
/// `import-header`
pub const IMPORT_HEADER: &str = "import-header";
/// `import-unfinished`
pub const IMPORT_UNFINISHED: &str = "import-unfinished";
/// `input-action-needs-kind`
pub const INPUT_ACTION_NEEDS_KIND: &str = "input-action-needs-kind";
/// `input-action-needs-piece`
pub const INPUT_ACTION_NEEDS_PIECE: &str = "input-action-needs-piece";
/// `input-action-needs-placement`
pub const INPUT_ACTION_NEEDS_PLACEMENT: &str = "input-action-needs-placement";
/// `input-action-needs-player`
pub const INPUT_ACTION_NEEDS_PLAYER: &str = "input-action-needs-player";
/// `input-action-needs-square`
pub const INPUT_ACTION_NEEDS_SQUARE: &str = "input-action-needs-square";
/// `input-action-needs-word`
pub const INPUT_ACTION_NEEDS_WORD: &str = "input-action-needs-word";
/// `input-action-no-parameter`
pub const INPUT_ACTION_NO_PARAMETER: &str = "input-action-no-parameter";
/// `input-bad-action-kind`
pub const INPUT_BAD_ACTION_KIND: &str = "input-bad-action-kind";
/// `input-bad-action-number`
pub const INPUT_BAD_ACTION_NUMBER: &str = "input-bad-action-number";
/// `input-bad-action-piece`
pub const INPUT_BAD_ACTION_PIECE: &str = "input-bad-action-piece";
/// `input-bad-action-placement`
pub const INPUT_BAD_ACTION_PLACEMENT: &str = "input-bad-action-placement";
/// `input-bad-action-player`
pub const INPUT_BAD_ACTION_PLAYER: &str = "input-bad-action-player";
/// `input-bad-action-square`
pub const INPUT_BAD_ACTION_SQUARE: &str = "input-bad-action-square";
/// `input-bad-action-tile`
pub const INPUT_BAD_ACTION_TILE: &str = "input-bad-action-tile";
/// `input-bad-action-word`
pub const INPUT_BAD_ACTION_WORD: &str = "input-bad-action-word";
/// `input-bad-address`
pub const INPUT_BAD_ADDRESS: &str = "input-bad-address";
/// `input-bad-at`
pub const INPUT_BAD_AT: &str = "input-bad-at";
/// `input-bad-locator`
pub const INPUT_BAD_LOCATOR: &str = "input-bad-locator";
/// `input-bad-number`
pub const INPUT_BAD_NUMBER: &str = "input-bad-number";
/// `input-bad-option`
pub const INPUT_BAD_OPTION: &str = "input-bad-option";
/// `input-bad-piece-flag`
pub const INPUT_BAD_PIECE_FLAG: &str = "input-bad-piece-flag";
/// `input-bad-piece-record`
pub const INPUT_BAD_PIECE_RECORD: &str = "input-bad-piece-record";
/// `input-bad-rotation`
pub const INPUT_BAD_ROTATION: &str = "input-bad-rotation";
/// `input-bad-square`
pub const INPUT_BAD_SQUARE: &str = "input-bad-square";
/// `input-carcassonne-only`
pub const INPUT_CARCASSONNE_ONLY: &str = "input-carcassonne-only";
/// `input-coordinate-range`
pub const INPUT_COORDINATE_RANGE: &str = "input-coordinate-range";
/// `input-discard-after`
pub const INPUT_DISCARD_AFTER: &str = "input-discard-after";
/// `input-duplicate-color`
pub const INPUT_DUPLICATE_COLOR: &str = "input-duplicate-color";
/// `input-duplicate-key`
pub const INPUT_DUPLICATE_KEY: &str = "input-duplicate-key";
/// `input-duplicate-name`
pub const INPUT_DUPLICATE_NAME: &str = "input-duplicate-name";
/// `input-duplicate-square`
pub const INPUT_DUPLICATE_SQUARE: &str = "input-duplicate-square";
/// `input-empty`
pub const INPUT_EMPTY: &str = "input-empty";
/// `input-expected`
pub const INPUT_EXPECTED: &str = "input-expected";
/// `input-feature-twice`
pub const INPUT_FEATURE_TWICE: &str = "input-feature-twice";
/// `input-figure-beside`
pub const INPUT_FIGURE_BESIDE: &str = "input-figure-beside";
/// `input-figure-no-tile`
pub const INPUT_FIGURE_NO_TILE: &str = "input-figure-no-tile";
/// `input-figure-place`
pub const INPUT_FIGURE_PLACE: &str = "input-figure-place";
/// `input-final-draw-not-final`
pub const INPUT_FINAL_DRAW_NOT_FINAL: &str = "input-final-draw-not-final";
/// `input-final-draw-twice`
pub const INPUT_FINAL_DRAW_TWICE: &str = "input-final-draw-twice";
/// `input-final-draws-unfinished`
pub const INPUT_FINAL_DRAWS_UNFINISHED: &str = "input-final-draws-unfinished";
/// `input-key-two-languages`
pub const INPUT_KEY_TWO_LANGUAGES: &str = "input-key-two-languages";
/// `input-locator-edge-one`
pub const INPUT_LOCATOR_EDGE_ONE: &str = "input-locator-edge-one";
/// `input-locator-edge-split`
pub const INPUT_LOCATOR_EDGE_SPLIT: &str = "input-locator-edge-split";
/// `input-missing-key`
pub const INPUT_MISSING_KEY: &str = "input-missing-key";
/// `input-move-flags-keyflower`
pub const INPUT_MOVE_FLAGS_KEYFLOWER: &str = "input-move-flags-keyflower";
/// `input-move-needs-position`
pub const INPUT_MOVE_NEEDS_POSITION: &str = "input-move-needs-position";
/// `input-move-needs-tile`
pub const INPUT_MOVE_NEEDS_TILE: &str = "input-move-needs-tile";
/// `input-name-is-colour`
pub const INPUT_NAME_IS_COLOUR: &str = "input-name-is-colour";
/// `input-no-players`
pub const INPUT_NO_PLAYERS: &str = "input-no-players";
/// `input-no-such-feature`
pub const INPUT_NO_SUCH_FEATURE: &str = "input-no-such-feature";
/// `input-no-tiles`
pub const INPUT_NO_TILES: &str = "input-no-tiles";
/// `input-not-utf8`
pub const INPUT_NOT_UTF8: &str = "input-not-utf8";
/// `input-not-yaml`
pub const INPUT_NOT_YAML: &str = "input-not-yaml";
/// `input-piece-alternatives`
pub const INPUT_PIECE_ALTERNATIVES: &str = "input-piece-alternatives";
/// `input-piece-and-action`
pub const INPUT_PIECE_AND_ACTION: &str = "input-piece-and-action";
/// `input-piece-and-recall`
pub const INPUT_PIECE_AND_RECALL: &str = "input-piece-and-recall";
/// `input-piece-is-role`
pub const INPUT_PIECE_IS_ROLE: &str = "input-piece-is-role";
/// `input-piece-not-movers`
pub const INPUT_PIECE_NOT_MOVERS: &str = "input-piece-not-movers";
/// `input-player-twice`
pub const INPUT_PLAYER_TWICE: &str = "input-player-twice";
/// `input-recall-and-action`
pub const INPUT_RECALL_AND_ACTION: &str = "input-recall-and-action";
/// `input-record-piece-alternatives`
pub const INPUT_RECORD_PIECE_ALTERNATIVES: &str = "input-record-piece-alternatives";
/// `input-score-range`
pub const INPUT_SCORE_RANGE: &str = "input-score-range";
/// `input-too-complex`
pub const INPUT_TOO_COMPLEX: &str = "input-too-complex";
/// `input-too-deep`
pub const INPUT_TOO_DEEP: &str = "input-too-deep";
/// `input-too-large`
pub const INPUT_TOO_LARGE: &str = "input-too-large";
/// `input-too-many-entries`
pub const INPUT_TOO_MANY_ENTRIES: &str = "input-too-many-entries";
/// `input-too-many-values`
pub const INPUT_TOO_MANY_VALUES: &str = "input-too-many-values";
/// `input-unknown-action`
pub const INPUT_UNKNOWN_ACTION: &str = "input-unknown-action";
/// `input-unknown-color`
pub const INPUT_UNKNOWN_COLOR: &str = "input-unknown-color";
/// `input-unknown-expansion`
pub const INPUT_UNKNOWN_EXPANSION: &str = "input-unknown-expansion";
/// `input-unknown-game`
pub const INPUT_UNKNOWN_GAME: &str = "input-unknown-game";
/// `input-unknown-key`
pub const INPUT_UNKNOWN_KEY: &str = "input-unknown-key";
/// `input-unknown-piece`
pub const INPUT_UNKNOWN_PIECE: &str = "input-unknown-piece";
/// `input-unknown-player`
pub const INPUT_UNKNOWN_PLAYER: &str = "input-unknown-player";
/// `input-unknown-player-none`
pub const INPUT_UNKNOWN_PLAYER_NONE: &str = "input-unknown-player-none";
/// `input-unknown-player-suggest`
pub const INPUT_UNKNOWN_PLAYER_SUGGEST: &str = "input-unknown-player-suggest";
/// `input-unknown-tile`
pub const INPUT_UNKNOWN_TILE: &str = "input-unknown-tile";
/// `input-unknown-value`
pub const INPUT_UNKNOWN_VALUE: &str = "input-unknown-value";
/// `input-until-needs-record`
pub const INPUT_UNTIL_NEEDS_RECORD: &str = "input-until-needs-record";
/// `input-wrong-shape`
pub const INPUT_WRONG_SHAPE: &str = "input-wrong-shape";
/// `io-reason`
pub const IO_REASON: &str = "io-reason";
/// `jcz-auction-tiles`
pub const JCZ_AUCTION_TILES: &str = "jcz-auction-tiles";
/// `jcz-bad-message`
pub const JCZ_BAD_MESSAGE: &str = "jcz-bad-message";
/// `jcz-element-missing`
pub const JCZ_ELEMENT_MISSING: &str = "jcz-element-missing";
/// `jcz-element-missing-option`
pub const JCZ_ELEMENT_MISSING_OPTION: &str = "jcz-element-missing-option";
/// `jcz-missing`
pub const JCZ_MISSING: &str = "jcz-missing";
/// `jcz-name-is-colour`
pub const JCZ_NAME_IS_COLOUR: &str = "jcz-name-is-colour";
/// `jcz-no-commit`
pub const JCZ_NO_COMMIT: &str = "jcz-no-commit";
/// `jcz-no-feature`
pub const JCZ_NO_FEATURE: &str = "jcz-no-feature";
/// `jcz-not-json`
pub const JCZ_NOT_JSON: &str = "jcz-not-json";
/// `jcz-start-square-twice`
pub const JCZ_START_SQUARE_TWICE: &str = "jcz-start-square-twice";
/// `jcz-too-complex`
pub const JCZ_TOO_COMPLEX: &str = "jcz-too-complex";
/// `jcz-too-many-messages`
pub const JCZ_TOO_MANY_MESSAGES: &str = "jcz-too-many-messages";
/// `jcz-too-many-players`
pub const JCZ_TOO_MANY_PLAYERS: &str = "jcz-too-many-players";
/// `jcz-unknown-element`
pub const JCZ_UNKNOWN_ELEMENT: &str = "jcz-unknown-element";
/// `jcz-unknown-meeple`
pub const JCZ_UNKNOWN_MEEPLE: &str = "jcz-unknown-meeple";
/// `jcz-unknown-rule`
pub const JCZ_UNKNOWN_RULE: &str = "jcz-unknown-rule";
/// `jcz-unknown-set`
pub const JCZ_UNKNOWN_SET: &str = "jcz-unknown-set";
/// `jcz-unknown-tile`
pub const JCZ_UNKNOWN_TILE: &str = "jcz-unknown-tile";
/// `jcz-unrepresentable`
pub const JCZ_UNREPRESENTABLE: &str = "jcz-unrepresentable";
/// `jcz-unsupported-message`
pub const JCZ_UNSUPPORTED_MESSAGE: &str = "jcz-unsupported-message";
/// `kf-action-bid`
pub const KF_ACTION_BID: &str = "kf-action-bid";
/// `kf-action-bid-boat`
pub const KF_ACTION_BID_BOAT: &str = "kf-action-bid-boat";
/// `kf-action-boat`
pub const KF_ACTION_BOAT: &str = "kf-action-boat";
/// `kf-action-pass`
pub const KF_ACTION_PASS: &str = "kf-action-pass";
/// `kf-action-place`
pub const KF_ACTION_PLACE: &str = "kf-action-place";
/// `kf-action-transport`
pub const KF_ACTION_TRANSPORT: &str = "kf-action-transport";
/// `kf-action-use`
pub const KF_ACTION_USE: &str = "kf-action-use";
/// `kf-action-winter`
pub const KF_ACTION_WINTER: &str = "kf-action-winter";
/// `kf-action-withdraw`
pub const KF_ACTION_WITHDRAW: &str = "kf-action-withdraw";
/// `kf-alt-marker-unused`
pub const KF_ALT_MARKER_UNUSED: &str = "kf-alt-marker-unused";
/// `kf-alt-scholar`
pub const KF_ALT_SCHOLAR: &str = "kf-alt-scholar";
/// `kf-alt-village-hall`
pub const KF_ALT_VILLAGE_HALL: &str = "kf-alt-village-hall";
/// `kf-alt-watermill`
pub const KF_ALT_WATERMILL: &str = "kf-alt-watermill";
/// `kf-alt-yard-keep-all`
pub const KF_ALT_YARD_KEEP_ALL: &str = "kf-alt-yard-keep-all";
/// `kf-alt-yard-kept`
pub const KF_ALT_YARD_KEPT: &str = "kf-alt-yard-kept";
/// `kf-alt-yard-release-all`
pub const KF_ALT_YARD_RELEASE_ALL: &str = "kf-alt-yard-release-all";
/// `kf-alt-yard-released`
pub const KF_ALT_YARD_RELEASED: &str = "kf-alt-yard-released";
/// `kf-cli-cannot-score`
pub const KF_CLI_CANNOT_SCORE: &str = "kf-cli-cannot-score";
/// `kf-cli-legal`
pub const KF_CLI_LEGAL: &str = "kf-cli-legal";
/// `kf-cli-move-illegal`
pub const KF_CLI_MOVE_ILLEGAL: &str = "kf-cli-move-illegal";
/// `kf-cli-move-legal`
pub const KF_CLI_MOVE_LEGAL: &str = "kf-cli-move-legal";
/// `kf-cli-no-move`
pub const KF_CLI_NO_MOVE: &str = "kf-cli-no-move";
/// `kf-cli-option-changed`
pub const KF_CLI_OPTION_CHANGED: &str = "kf-cli-option-changed";
/// `kf-cli-options`
pub const KF_CLI_OPTIONS: &str = "kf-cli-options";
/// `kf-cli-produced`
pub const KF_CLI_PRODUCED: &str = "kf-cli-produced";
/// `kf-col-dutch`
pub const KF_COL_DUTCH: &str = "kf-col-dutch";
/// `kf-col-english`
pub const KF_COL_ENGLISH: &str = "kf-col-english";
/// `kf-col-key`
pub const KF_COL_KEY: &str = "kf-col-key";
/// `kf-col-kind`
pub const KF_COL_KIND: &str = "kf-col-kind";
/// `kf-colour-blue`
pub const KF_COLOUR_BLUE: &str = "kf-colour-blue";
/// `kf-colour-green`
pub const KF_COLOUR_GREEN: &str = "kf-colour-green";
/// `kf-colour-red`
pub const KF_COLOUR_RED: &str = "kf-colour-red";
/// `kf-colour-yellow`
pub const KF_COLOUR_YELLOW: &str = "kf-colour-yellow";
/// `kf-conf-derived`
pub const KF_CONF_DERIVED: &str = "kf-conf-derived";
/// `kf-conf-file`
pub const KF_CONF_FILE: &str = "kf-conf-file";
/// `kf-conf-file-and-unverified`
pub const KF_CONF_FILE_AND_UNVERIFIED: &str = "kf-conf-file-and-unverified";
/// `kf-conf-mixed`
pub const KF_CONF_MIXED: &str = "kf-conf-mixed";
/// `kf-conf-rulebook`
pub const KF_CONF_RULEBOOK: &str = "kf-conf-rulebook";
/// `kf-conf-unknown`
pub const KF_CONF_UNKNOWN: &str = "kf-conf-unknown";
/// `kf-conf-unverified`
pub const KF_CONF_UNVERIFIED: &str = "kf-conf-unverified";
/// `kf-count-any`
pub const KF_COUNT_ANY: &str = "kf-count-any";
/// `kf-count-gold`
pub const KF_COUNT_GOLD: &str = "kf-count-gold";
/// `kf-count-iron`
pub const KF_COUNT_IRON: &str = "kf-count-iron";
/// `kf-count-stone`
pub const KF_COUNT_STONE: &str = "kf-count-stone";
/// `kf-count-wood`
pub const KF_COUNT_WOOD: &str = "kf-count-wood";
/// `kf-edge-field`
pub const KF_EDGE_FIELD: &str = "kf-edge-field";
/// `kf-edge-road`
pub const KF_EDGE_ROAD: &str = "kf-edge-road";
/// `kf-edge-water`
pub const KF_EDGE_WATER: &str = "kf-edge-water";
/// `kf-event-bid-returned`
pub const KF_EVENT_BID_RETURNED: &str = "kf-event-bid-returned";
/// `kf-event-boat-contents`
pub const KF_EVENT_BOAT_CONTENTS: &str = "kf-event-boat-contents";
/// `kf-event-boat-extra`
pub const KF_EVENT_BOAT_EXTRA: &str = "kf-event-boat-extra";
/// `kf-event-boat-order`
pub const KF_EVENT_BOAT_ORDER: &str = "kf-event-boat-order";
/// `kf-event-boat-tile`
pub const KF_EVENT_BOAT_TILE: &str = "kf-event-boat-tile";
/// `kf-event-game-over`
pub const KF_EVENT_GAME_OVER: &str = "kf-event-game-over";
/// `kf-event-home-workers`
pub const KF_EVENT_HOME_WORKERS: &str = "kf-event-home-workers";
/// `kf-event-marker-last`
pub const KF_EVENT_MARKER_LAST: &str = "kf-event-marker-last";
/// `kf-event-pass`
pub const KF_EVENT_PASS: &str = "kf-event-pass";
/// `kf-event-placed`
pub const KF_EVENT_PLACED: &str = "kf-event-placed";
/// `kf-event-season-end`
pub const KF_EVENT_SEASON_END: &str = "kf-event-season-end";
/// `kf-event-season-start`
pub const KF_EVENT_SEASON_START: &str = "kf-event-season-start";
/// `kf-event-start-player`
pub const KF_EVENT_START_PLAYER: &str = "kf-event-start-player";
/// `kf-event-to-box`
pub const KF_EVENT_TO_BOX: &str = "kf-event-to-box";
/// `kf-event-upgraded`
pub const KF_EVENT_UPGRADED: &str = "kf-event-upgraded";
/// `kf-event-winter-chosen`
pub const KF_EVENT_WINTER_CHOSEN: &str = "kf-event-winter-chosen";
/// `kf-event-winter-out`
pub const KF_EVENT_WINTER_OUT: &str = "kf-event-winter-out";
/// `kf-event-won`
pub const KF_EVENT_WON: &str = "kf-event-won";
/// `kf-gain-green`
pub const KF_GAIN_GREEN: &str = "kf-gain-green";
/// `kf-gain-resource`
pub const KF_GAIN_RESOURCE: &str = "kf-gain-resource";
/// `kf-gain-short`
pub const KF_GAIN_SHORT: &str = "kf-gain-short";
/// `kf-gain-skills`
pub const KF_GAIN_SKILLS: &str = "kf-gain-skills";
/// `kf-gain-unknown`
pub const KF_GAIN_UNKNOWN: &str = "kf-gain-unknown";
/// `kf-gain-what-green`
pub const KF_GAIN_WHAT_GREEN: &str = "kf-gain-what-green";
/// `kf-gain-what-resources`
pub const KF_GAIN_WHAT_RESOURCES: &str = "kf-gain-what-resources";
/// `kf-gain-what-skills`
pub const KF_GAIN_WHAT_SKILLS: &str = "kf-gain-what-skills";
/// `kf-gain-what-workers`
pub const KF_GAIN_WHAT_WORKERS: &str = "kf-gain-what-workers";
/// `kf-gain-workers`
pub const KF_GAIN_WORKERS: &str = "kf-gain-workers";
/// `kf-gain-workshop`
pub const KF_GAIN_WORKSHOP: &str = "kf-gain-workshop";
/// `kf-input-bad-count`
pub const KF_INPUT_BAD_COUNT: &str = "kf-input-bad-count";
/// `kf-input-bad-edges`
pub const KF_INPUT_BAD_EDGES: &str = "kf-input-bad-edges";
/// `kf-input-bad-face`
pub const KF_INPUT_BAD_FACE: &str = "kf-input-bad-face";
/// `kf-input-bad-hex`
pub const KF_INPUT_BAD_HEX: &str = "kf-input-bad-hex";
/// `kf-input-bad-option`
pub const KF_INPUT_BAD_OPTION: &str = "kf-input-bad-option";
/// `kf-input-bad-option-value`
pub const KF_INPUT_BAD_OPTION_VALUE: &str = "kf-input-bad-option-value";
/// `kf-input-bad-rotation`
pub const KF_INPUT_BAD_ROTATION: &str = "kf-input-bad-rotation";
/// `kf-input-bad-season`
pub const KF_INPUT_BAD_SEASON: &str = "kf-input-bad-season";
/// `kf-input-duplicate-player`
pub const KF_INPUT_DUPLICATE_PLAYER: &str = "kf-input-duplicate-player";
/// `kf-input-face-not-on-tile`
pub const KF_INPUT_FACE_NOT_ON_TILE: &str = "kf-input-face-not-on-tile";
/// `kf-input-missing-at`
pub const KF_INPUT_MISSING_AT: &str = "kf-input-missing-at";
/// `kf-input-missing-edges`
pub const KF_INPUT_MISSING_EDGES: &str = "kf-input-missing-edges";
/// `kf-input-not-a-boat`
pub const KF_INPUT_NOT_A_BOAT: &str = "kf-input-not-a-boat";
/// `kf-input-not-keyflower`
pub const KF_INPUT_NOT_KEYFLOWER: &str = "kf-input-not-keyflower";
/// `kf-input-not-turn-order`
pub const KF_INPUT_NOT_TURN_ORDER: &str = "kf-input-not-turn-order";
/// `kf-input-number-range`
pub const KF_INPUT_NUMBER_RANGE: &str = "kf-input-number-range";
/// `kf-input-offer-has-at`
pub const KF_INPUT_OFFER_HAS_AT: &str = "kf-input-offer-has-at";
/// `kf-input-one-action`
pub const KF_INPUT_ONE_ACTION: &str = "kf-input-one-action";
/// `kf-input-placement-workers`
pub const KF_INPUT_PLACEMENT_WORKERS: &str = "kf-input-placement-workers";
/// `kf-input-players-at-table`
pub const KF_INPUT_PLAYERS_AT_TABLE: &str = "kf-input-players-at-table";
/// `kf-input-printed-needed`
pub const KF_INPUT_PRINTED_NEEDED: &str = "kf-input-printed-needed";
/// `kf-input-printed-not-on-tile`
pub const KF_INPUT_PRINTED_NOT_ON_TILE: &str = "kf-input-printed-not-on-tile";
/// `kf-input-record-use-replay`
pub const KF_INPUT_RECORD_USE_REPLAY: &str = "kf-input-record-use-replay";
/// `kf-input-shape`
pub const KF_INPUT_SHAPE: &str = "kf-input-shape";
/// `kf-input-tile-not-in-play`
pub const KF_INPUT_TILE_NOT_IN_PLAY: &str = "kf-input-tile-not-in-play";
/// `kf-input-tile-not-in-play-suggest`
pub const KF_INPUT_TILE_NOT_IN_PLAY_SUGGEST: &str = "kf-input-tile-not-in-play-suggest";
/// `kf-input-unknown-name`
pub const KF_INPUT_UNKNOWN_NAME: &str = "kf-input-unknown-name";
/// `kf-input-unknown-name-suggest`
pub const KF_INPUT_UNKNOWN_NAME_SUGGEST: &str = "kf-input-unknown-name-suggest";
/// `kf-input-unknown-player`
pub const KF_INPUT_UNKNOWN_PLAYER: &str = "kf-input-unknown-player";
/// `kf-input-unknown-tile`
pub const KF_INPUT_UNKNOWN_TILE: &str = "kf-input-unknown-tile";
/// `kf-input-unknown-tile-suggest`
pub const KF_INPUT_UNKNOWN_TILE_SUGGEST: &str = "kf-input-unknown-tile-suggest";
/// `kf-input-until-needs-record`
pub const KF_INPUT_UNTIL_NEEDS_RECORD: &str = "kf-input-until-needs-record";
/// `kf-input-unverified-once`
pub const KF_INPUT_UNVERIFIED_ONCE: &str = "kf-input-unverified-once";
/// `kf-input-village-bid`
pub const KF_INPUT_VILLAGE_BID: &str = "kf-input-village-bid";
/// `kf-kind-autumn`
pub const KF_KIND_AUTUMN: &str = "kf-kind-autumn";
/// `kf-kind-boat`
pub const KF_KIND_BOAT: &str = "kf-kind-boat";
/// `kf-kind-home`
pub const KF_KIND_HOME: &str = "kf-kind-home";
/// `kf-kind-spring`
pub const KF_KIND_SPRING: &str = "kf-kind-spring";
/// `kf-kind-summer`
pub const KF_KIND_SUMMER: &str = "kf-kind-summer";
/// `kf-kind-summer-boat`
pub const KF_KIND_SUMMER_BOAT: &str = "kf-kind-summer-boat";
/// `kf-kind-turn-order`
pub const KF_KIND_TURN_ORDER: &str = "kf-kind-turn-order";
/// `kf-kind-winter`
pub const KF_KIND_WINTER: &str = "kf-kind-winter";
/// `kf-marker-as`
pub const KF_MARKER_AS: &str = "kf-marker-as";
/// `kf-marker-on-yard`
pub const KF_MARKER_ON_YARD: &str = "kf-marker-on-yard";
/// `kf-ok-4a-counter-bid`
pub const KF_OK_4A_COUNTER_BID: &str = "kf-ok-4a-counter-bid";
/// `kf-ok-4a-raise`
pub const KF_OK_4A_RAISE: &str = "kf-ok-4a-raise";
/// `kf-ok-4b-flat`
pub const KF_OK_4B_FLAT: &str = "kf-ok-4b-flat";
/// `kf-ok-capacity`
pub const KF_OK_CAPACITY: &str = "kf-ok-capacity";
/// `kf-ok-carry`
pub const KF_OK_CARRY: &str = "kf-ok-carry";
/// `kf-ok-doubled`
pub const KF_OK_DOUBLED: &str = "kf-ok-doubled";
/// `kf-ok-first-bid`
pub const KF_OK_FIRST_BID: &str = "kf-ok-first-bid";
/// `kf-ok-first-use`
pub const KF_OK_FIRST_USE: &str = "kf-ok-first-use";
/// `kf-ok-from-screen`
pub const KF_OK_FROM_SCREEN: &str = "kf-ok-from-screen";
/// `kf-ok-moved-group`
pub const KF_OK_MOVED_GROUP: &str = "kf-ok-moved-group";
/// `kf-ok-no-neighbours`
pub const KF_OK_NO_NEIGHBOURS: &str = "kf-ok-no-neighbours";
/// `kf-ok-outbids`
pub const KF_OK_OUTBIDS: &str = "kf-ok-outbids";
/// `kf-ok-place-boat`
pub const KF_OK_PLACE_BOAT: &str = "kf-ok-place-boat";
/// `kf-ok-place-won`
pub const KF_OK_PLACE_WON: &str = "kf-ok-place-won";
/// `kf-ok-raise-own`
pub const KF_OK_RAISE_OWN: &str = "kf-ok-raise-own";
/// `kf-ok-road-count`
pub const KF_OK_ROAD_COUNT: &str = "kf-ok-road-count";
/// `kf-ok-same-colour`
pub const KF_OK_SAME_COLOUR: &str = "kf-ok-same-colour";
/// `kf-ok-side`
pub const KF_OK_SIDE: &str = "kf-ok-side";
/// `kf-ok-six-max`
pub const KF_OK_SIX_MAX: &str = "kf-ok-six-max";
/// `kf-ok-touches`
pub const KF_OK_TOUCHES: &str = "kf-ok-touches";
/// `kf-ok-upgrade`
pub const KF_OK_UPGRADE: &str = "kf-ok-upgrade";
/// `kf-ok-use-count`
pub const KF_OK_USE_COUNT: &str = "kf-ok-use-count";
/// `kf-outlay-discard`
pub const KF_OUTLAY_DISCARD: &str = "kf-outlay-discard";
/// `kf-outlay-set-aside`
pub const KF_OUTLAY_SET_ASIDE: &str = "kf-outlay-set-aside";
/// `kf-outlay-skill`
pub const KF_OUTLAY_SKILL: &str = "kf-outlay-skill";
/// `kf-outlay-skill-any`
pub const KF_OUTLAY_SKILL_ANY: &str = "kf-outlay-skill-any";
/// `kf-outlay-to-bag`
pub const KF_OUTLAY_TO_BAG: &str = "kf-outlay-to-bag";
/// `kf-outlay-to-bag-unknown`
pub const KF_OUTLAY_TO_BAG_UNKNOWN: &str = "kf-outlay-to-bag-unknown";
/// `kf-problem-4a-green`
pub const KF_PROBLEM_4A_GREEN: &str = "kf-problem-4a-green";
/// `kf-problem-4a-no-bid`
pub const KF_PROBLEM_4A_NO_BID: &str = "kf-problem-4a-no-bid";
/// `kf-problem-4a-turn-order`
pub const KF_PROBLEM_4A_TURN_ORDER: &str = "kf-problem-4a-turn-order";
/// `kf-problem-4b-fresh`
pub const KF_PROBLEM_4B_FRESH: &str = "kf-problem-4b-fresh";
/// `kf-problem-already-upgraded`
pub const KF_PROBLEM_ALREADY_UPGRADED: &str = "kf-problem-already-upgraded";
/// `kf-problem-bag-short`
pub const KF_PROBLEM_BAG_SHORT: &str = "kf-problem-bag-short";
/// `kf-problem-bid-boat`
pub const KF_PROBLEM_BID_BOAT: &str = "kf-problem-bid-boat";
/// `kf-problem-bid-colour`
pub const KF_PROBLEM_BID_COLOUR: &str = "kf-problem-bid-colour";
/// `kf-problem-bid-empty`
pub const KF_PROBLEM_BID_EMPTY: &str = "kf-problem-bid-empty";
/// `kf-problem-bid-mixed`
pub const KF_PROBLEM_BID_MIXED: &str = "kf-problem-bid-mixed";
/// `kf-problem-bid-own-colour`
pub const KF_PROBLEM_BID_OWN_COLOUR: &str = "kf-problem-bid-own-colour";
/// `kf-problem-bid-tie`
pub const KF_PROBLEM_BID_TIE: &str = "kf-problem-bid-tie";
/// `kf-problem-bid-too-small`
pub const KF_PROBLEM_BID_TOO_SMALL: &str = "kf-problem-bid-too-small";
/// `kf-problem-bid-two-groups`
pub const KF_PROBLEM_BID_TWO_GROUPS: &str = "kf-problem-bid-two-groups";
/// `kf-problem-bid-village`
pub const KF_PROBLEM_BID_VILLAGE: &str = "kf-problem-bid-village";
/// `kf-problem-boat-1a`
pub const KF_PROBLEM_BOAT_1A: &str = "kf-problem-boat-1a";
/// `kf-problem-boat-choose-now`
pub const KF_PROBLEM_BOAT_CHOOSE_NOW: &str = "kf-problem-boat-choose-now";
/// `kf-problem-boat-chosen`
pub const KF_PROBLEM_BOAT_CHOSEN: &str = "kf-problem-boat-chosen";
/// `kf-problem-boat-count`
pub const KF_PROBLEM_BOAT_COUNT: &str = "kf-problem-boat-count";
/// `kf-problem-boat-gone`
pub const KF_PROBLEM_BOAT_GONE: &str = "kf-problem-boat-gone";
/// `kf-problem-boat-players`
pub const KF_PROBLEM_BOAT_PLAYERS: &str = "kf-problem-boat-players";
/// `kf-problem-boat-tile-taken`
pub const KF_PROBLEM_BOAT_TILE_TAKEN: &str = "kf-problem-boat-tile-taken";
/// `kf-problem-boat-turn`
pub const KF_PROBLEM_BOAT_TURN: &str = "kf-problem-boat-turn";
/// `kf-problem-capacity`
pub const KF_PROBLEM_CAPACITY: &str = "kf-problem-capacity";
/// `kf-problem-carry-no-road`
pub const KF_PROBLEM_CARRY_NO_ROAD: &str = "kf-problem-carry-no-road";
/// `kf-problem-carry-short`
pub const KF_PROBLEM_CARRY_SHORT: &str = "kf-problem-carry-short";
/// `kf-problem-duplicate-tile`
pub const KF_PROBLEM_DUPLICATE_TILE: &str = "kf-problem-duplicate-tile";
/// `kf-problem-flat-bid-alone`
pub const KF_PROBLEM_FLAT_BID_ALONE: &str = "kf-problem-flat-bid-alone";
/// `kf-problem-flat-bid-no-boat`
pub const KF_PROBLEM_FLAT_BID_NO_BOAT: &str = "kf-problem-flat-bid-no-boat";
/// `kf-problem-flat-bid-same`
pub const KF_PROBLEM_FLAT_BID_SAME: &str = "kf-problem-flat-bid-same";
/// `kf-problem-flat-use-count`
pub const KF_PROBLEM_FLAT_USE_COUNT: &str = "kf-problem-flat-use-count";
/// `kf-problem-flat-use-no-boat`
pub const KF_PROBLEM_FLAT_USE_NO_BOAT: &str = "kf-problem-flat-use-no-boat";
/// `kf-problem-flat-use-same`
pub const KF_PROBLEM_FLAT_USE_SAME: &str = "kf-problem-flat-use-same";
/// `kf-problem-flipper-target`
pub const KF_PROBLEM_FLIPPER_TARGET: &str = "kf-problem-flipper-target";
/// `kf-problem-game-over`
pub const KF_PROBLEM_GAME_OVER: &str = "kf-problem-game-over";
/// `kf-problem-gets-count`
pub const KF_PROBLEM_GETS_COUNT: &str = "kf-problem-gets-count";
/// `kf-problem-gets-needed`
pub const KF_PROBLEM_GETS_NEEDED: &str = "kf-problem-gets-needed";
/// `kf-problem-hex-taken`
pub const KF_PROBLEM_HEX_TAKEN: &str = "kf-problem-hex-taken";
/// `kf-problem-marker-holders`
pub const KF_PROBLEM_MARKER_HOLDERS: &str = "kf-problem-marker-holders";
/// `kf-problem-moved-colour`
pub const KF_PROBLEM_MOVED_COLOUR: &str = "kf-problem-moved-colour";
/// `kf-problem-moved-twice`
pub const KF_PROBLEM_MOVED_TWICE: &str = "kf-problem-moved-twice";
/// `kf-problem-no-bid-there`
pub const KF_PROBLEM_NO_BID_THERE: &str = "kf-problem-no-bid-there";
/// `kf-problem-no-boat`
pub const KF_PROBLEM_NO_BOAT: &str = "kf-problem-no-boat";
/// `kf-problem-no-return`
pub const KF_PROBLEM_NO_RETURN: &str = "kf-problem-no-return";
/// `kf-problem-no-such-player`
pub const KF_PROBLEM_NO_SUCH_PLAYER: &str = "kf-problem-no-such-player";
/// `kf-problem-no-tile-at`
pub const KF_PROBLEM_NO_TILE_AT: &str = "kf-problem-no-tile-at";
/// `kf-problem-not-now`
pub const KF_PROBLEM_NOT_NOW: &str = "kf-problem-not-now";
/// `kf-problem-not-own-village`
pub const KF_PROBLEM_NOT_OWN_VILLAGE: &str = "kf-problem-not-own-village";
/// `kf-problem-not-transport`
pub const KF_PROBLEM_NOT_TRANSPORT: &str = "kf-problem-not-transport";
/// `kf-problem-not-upgradable`
pub const KF_PROBLEM_NOT_UPGRADABLE: &str = "kf-problem-not-upgradable";
/// `kf-problem-not-your-turn`
pub const KF_PROBLEM_NOT_YOUR_TURN: &str = "kf-problem-not-your-turn";
/// `kf-problem-offer-season`
pub const KF_PROBLEM_OFFER_SEASON: &str = "kf-problem-offer-season";
/// `kf-problem-offer-size`
pub const KF_PROBLEM_OFFER_SIZE: &str = "kf-problem-offer-size";
/// `kf-problem-outlay-skill`
pub const KF_PROBLEM_OUTLAY_SKILL: &str = "kf-problem-outlay-skill";
/// `kf-problem-outlay-skill-any`
pub const KF_PROBLEM_OUTLAY_SKILL_ANY: &str = "kf-problem-outlay-skill-any";
/// `kf-problem-outlay-which-skill`
pub const KF_PROBLEM_OUTLAY_WHICH_SKILL: &str = "kf-problem-outlay-which-skill";
/// `kf-problem-outlay-which-worker`
pub const KF_PROBLEM_OUTLAY_WHICH_WORKER: &str = "kf-problem-outlay-which-worker";
/// `kf-problem-outlay-worker`
pub const KF_PROBLEM_OUTLAY_WORKER: &str = "kf-problem-outlay-worker";
/// `kf-problem-place-already-placed`
pub const KF_PROBLEM_PLACE_ALREADY_PLACED: &str = "kf-problem-place-already-placed";
/// `kf-problem-place-apart`
pub const KF_PROBLEM_PLACE_APART: &str = "kf-problem-place-apart";
/// `kf-problem-place-boat-order`
pub const KF_PROBLEM_PLACE_BOAT_ORDER: &str = "kf-problem-place-boat-order";
/// `kf-problem-place-boat-season`
pub const KF_PROBLEM_PLACE_BOAT_SEASON: &str = "kf-problem-place-boat-season";
/// `kf-problem-place-boat-taken`
pub const KF_PROBLEM_PLACE_BOAT_TAKEN: &str = "kf-problem-place-boat-taken";
/// `kf-problem-place-during-season`
pub const KF_PROBLEM_PLACE_DURING_SEASON: &str = "kf-problem-place-during-season";
/// `kf-problem-place-no-winner`
pub const KF_PROBLEM_PLACE_NO_WINNER: &str = "kf-problem-place-no-winner";
/// `kf-problem-place-not-bid`
pub const KF_PROBLEM_PLACE_NOT_BID: &str = "kf-problem-place-not-bid";
/// `kf-problem-place-not-won`
pub const KF_PROBLEM_PLACE_NOT_WON: &str = "kf-problem-place-not-won";
/// `kf-problem-place-not-yours`
pub const KF_PROBLEM_PLACE_NOT_YOURS: &str = "kf-problem-place-not-yours";
/// `kf-problem-place-second-boat`
pub const KF_PROBLEM_PLACE_SECOND_BOAT: &str = "kf-problem-place-second-boat";
/// `kf-problem-place-turn-order`
pub const KF_PROBLEM_PLACE_TURN_ORDER: &str = "kf-problem-place-turn-order";
/// `kf-problem-place-won-by`
pub const KF_PROBLEM_PLACE_WON_BY: &str = "kf-problem-place-won-by";
/// `kf-problem-place-won-by-other`
pub const KF_PROBLEM_PLACE_WON_BY_OTHER: &str = "kf-problem-place-won-by-other";
/// `kf-problem-placing-first`
pub const KF_PROBLEM_PLACING_FIRST: &str = "kf-problem-placing-first";
/// `kf-problem-player-count`
pub const KF_PROBLEM_PLAYER_COUNT: &str = "kf-problem-player-count";
/// `kf-problem-printed-needed`
pub const KF_PROBLEM_PRINTED_NEEDED: &str = "kf-problem-printed-needed";
/// `kf-problem-road-count`
pub const KF_PROBLEM_ROAD_COUNT: &str = "kf-problem-road-count";
/// `kf-problem-same-tile`
pub const KF_PROBLEM_SAME_TILE: &str = "kf-problem-same-tile";
/// `kf-problem-screen-short`
pub const KF_PROBLEM_SCREEN_SHORT: &str = "kf-problem-screen-short";
/// `kf-problem-sides`
pub const KF_PROBLEM_SIDES: &str = "kf-problem-sides";
/// `kf-problem-sides-turn`
pub const KF_PROBLEM_SIDES_TURN: &str = "kf-problem-sides-turn";
/// `kf-problem-split-group`
pub const KF_PROBLEM_SPLIT_GROUP: &str = "kf-problem-split-group";
/// `kf-problem-spring-start`
pub const KF_PROBLEM_SPRING_START: &str = "kf-problem-spring-start";
/// `kf-problem-start-tile-winners`
pub const KF_PROBLEM_START_TILE_WINNERS: &str = "kf-problem-start-tile-winners";
/// `kf-problem-supply`
pub const KF_PROBLEM_SUPPLY: &str = "kf-problem-supply";
/// `kf-problem-turn-order-count`
pub const KF_PROBLEM_TURN_ORDER_COUNT: &str = "kf-problem-turn-order-count";
/// `kf-problem-two-boats`
pub const KF_PROBLEM_TWO_BOATS: &str = "kf-problem-two-boats";
/// `kf-problem-upgrade-count`
pub const KF_PROBLEM_UPGRADE_COUNT: &str = "kf-problem-upgrade-count";
/// `kf-problem-upgrade-resources`
pub const KF_PROBLEM_UPGRADE_RESOURCES: &str = "kf-problem-upgrade-resources";
/// `kf-problem-upgrade-skill`
pub const KF_PROBLEM_UPGRADE_SKILL: &str = "kf-problem-upgrade-skill";
/// `kf-problem-use-after-three`
pub const KF_PROBLEM_USE_AFTER_THREE: &str = "kf-problem-use-after-three";
/// `kf-problem-use-colour`
pub const KF_PROBLEM_USE_COLOUR: &str = "kf-problem-use-colour";
/// `kf-problem-use-mixed`
pub const KF_PROBLEM_USE_MIXED: &str = "kf-problem-use-mixed";
/// `kf-problem-use-not-village`
pub const KF_PROBLEM_USE_NOT_VILLAGE: &str = "kf-problem-use-not-village";
/// `kf-problem-use-score-only`
pub const KF_PROBLEM_USE_SCORE_ONLY: &str = "kf-problem-use-score-only";
/// `kf-problem-use-six`
pub const KF_PROBLEM_USE_SIX: &str = "kf-problem-use-six";
/// `kf-problem-use-summer-boat`
pub const KF_PROBLEM_USE_SUMMER_BOAT: &str = "kf-problem-use-summer-boat";
/// `kf-problem-use-too-few`
pub const KF_PROBLEM_USE_TOO_FEW: &str = "kf-problem-use-too-few";
/// `kf-problem-use-winter`
pub const KF_PROBLEM_USE_WINTER: &str = "kf-problem-use-winter";
/// `kf-problem-use-winter-offer`
pub const KF_PROBLEM_USE_WINTER_OFFER: &str = "kf-problem-use-winter-offer";
/// `kf-problem-village-apart`
pub const KF_PROBLEM_VILLAGE_APART: &str = "kf-problem-village-apart";
/// `kf-problem-village-season`
pub const KF_PROBLEM_VILLAGE_SEASON: &str = "kf-problem-village-season";
/// `kf-problem-winning-stay`
pub const KF_PROBLEM_WINNING_STAY: &str = "kf-problem-winning-stay";
/// `kf-problem-winter-choice-first`
pub const KF_PROBLEM_WINTER_CHOICE_FIRST: &str = "kf-problem-winter-choice-first";
/// `kf-problem-winter-chosen`
pub const KF_PROBLEM_WINTER_CHOSEN: &str = "kf-problem-winter-chosen";
/// `kf-problem-winter-dealt`
pub const KF_PROBLEM_WINTER_DEALT: &str = "kf-problem-winter-dealt";
/// `kf-problem-winter-hand-kind`
pub const KF_PROBLEM_WINTER_HAND_KIND: &str = "kf-problem-winter-hand-kind";
/// `kf-problem-winter-none`
pub const KF_PROBLEM_WINTER_NONE: &str = "kf-problem-winter-none";
/// `kf-problem-winter-not-dealt`
pub const KF_PROBLEM_WINTER_NOT_DEALT: &str = "kf-problem-winter-not-dealt";
/// `kf-problem-winter-offer-size`
pub const KF_PROBLEM_WINTER_OFFER_SIZE: &str = "kf-problem-winter-offer-size";
/// `kf-record-not-scored`
pub const KF_RECORD_NOT_SCORED: &str = "kf-record-not-scored";
/// `kf-record-number-needed`
pub const KF_RECORD_NUMBER_NEEDED: &str = "kf-record-number-needed";
/// `kf-record-numbers-needed`
pub const KF_RECORD_NUMBERS_NEEDED: &str = "kf-record-numbers-needed";
/// `kf-record-place-autumn`
pub const KF_RECORD_PLACE_AUTUMN: &str = "kf-record-place-autumn";
/// `kf-record-place-boats`
pub const KF_RECORD_PLACE_BOATS: &str = "kf-record-place-boats";
/// `kf-record-place-offer`
pub const KF_RECORD_PLACE_OFFER: &str = "kf-record-place-offer";
/// `kf-record-place-summer`
pub const KF_RECORD_PLACE_SUMMER: &str = "kf-record-place-summer";
/// `kf-record-place-village`
pub const KF_RECORD_PLACE_VILLAGE: &str = "kf-record-place-village";
/// `kf-record-place-winter`
pub const KF_RECORD_PLACE_WINTER: &str = "kf-record-place-winter";
/// `kf-record-position-name`
pub const KF_RECORD_POSITION_NAME: &str = "kf-record-position-name";
/// `kf-record-season-missing`
pub const KF_RECORD_SEASON_MISSING: &str = "kf-record-season-missing";
/// `kf-replay-illegal`
pub const KF_REPLAY_ILLEGAL: &str = "kf-replay-illegal";
/// `kf-replay-illegal-start`
pub const KF_REPLAY_ILLEGAL_START: &str = "kf-replay-illegal-start";
/// `kf-replay-numbers-needed`
pub const KF_REPLAY_NUMBERS_NEEDED: &str = "kf-replay-numbers-needed";
/// `kf-replay-open-boats`
pub const KF_REPLAY_OPEN_BOATS: &str = "kf-replay-open-boats";
/// `kf-replay-open-placing`
pub const KF_REPLAY_OPEN_PLACING: &str = "kf-replay-open-placing";
/// `kf-replay-open-season-end`
pub const KF_REPLAY_OPEN_SEASON_END: &str = "kf-replay-open-season-end";
/// `kf-replay-open-turns`
pub const KF_REPLAY_OPEN_TURNS: &str = "kf-replay-open-turns";
/// `kf-replay-open-winter`
pub const KF_REPLAY_OPEN_WINTER: &str = "kf-replay-open-winter";
/// `kf-replay-pending`
pub const KF_REPLAY_PENDING: &str = "kf-replay-pending";
/// `kf-replay-step`
pub const KF_REPLAY_STEP: &str = "kf-replay-step";
/// `kf-replay-stopped-at`
pub const KF_REPLAY_STOPPED_AT: &str = "kf-replay-stopped-at";
/// `kf-report-alternative`
pub const KF_REPORT_ALTERNATIVE: &str = "kf-report-alternative";
/// `kf-report-meets-bound`
pub const KF_REPORT_MEETS_BOUND: &str = "kf-report-meets-bound";
/// `kf-report-proof`
pub const KF_REPORT_PROOF: &str = "kf-report-proof";
/// `kf-report-proven-best`
pub const KF_REPORT_PROVEN_BEST: &str = "kf-report-proven-best";
/// `kf-report-proven-best-alone`
pub const KF_REPORT_PROVEN_BEST_ALONE: &str = "kf-report-proven-best-alone";
/// `kf-report-sources`
pub const KF_REPORT_SOURCES: &str = "kf-report-sources";
/// `kf-report-tie`
pub const KF_REPORT_TIE: &str = "kf-report-tie";
/// `kf-report-total`
pub const KF_REPORT_TOTAL: &str = "kf-report-total";
/// `kf-report-winner`
pub const KF_REPORT_WINNER: &str = "kf-report-winner";
/// `kf-resource-gold`
pub const KF_RESOURCE_GOLD: &str = "kf-resource-gold";
/// `kf-resource-iron`
pub const KF_RESOURCE_IRON: &str = "kf-resource-iron";
/// `kf-resource-stone`
pub const KF_RESOURCE_STONE: &str = "kf-resource-stone";
/// `kf-resource-wood`
pub const KF_RESOURCE_WOOD: &str = "kf-resource-wood";
/// `kf-score-3b`
pub const KF_SCORE_3B: &str = "kf-score-3b";
/// `kf-score-apothecary`
pub const KF_SCORE_APOTHECARY: &str = "kf-score-apothecary";
/// `kf-score-craftsman`
pub const KF_SCORE_CRAFTSMAN: &str = "kf-score-craftsman";
/// `kf-score-flipper`
pub const KF_SCORE_FLIPPER: &str = "kf-score-flipper";
/// `kf-score-gold`
pub const KF_SCORE_GOLD: &str = "kf-score-gold";
/// `kf-score-ianvincible`
pub const KF_SCORE_IANVINCIBLE: &str = "kf-score-ianvincible";
/// `kf-score-jeweller`
pub const KF_SCORE_JEWELLER: &str = "kf-score-jeweller";
/// `kf-score-key-guild`
pub const KF_SCORE_KEY_GUILD: &str = "kf-score-key-guild";
/// `kf-score-key-market`
pub const KF_SCORE_KEY_MARKET: &str = "kf-score-key-market";
/// `kf-score-keyflower-boat`
pub const KF_SCORE_KEYFLOWER_BOAT: &str = "kf-score-keyflower-boat";
/// `kf-score-keythedral`
pub const KF_SCORE_KEYTHEDRAL: &str = "kf-score-keythedral";
/// `kf-score-marker-as`
pub const KF_SCORE_MARKER_AS: &str = "kf-score-marker-as";
/// `kf-score-marker-on-yard`
pub const KF_SCORE_MARKER_ON_YARD: &str = "kf-score-marker-on-yard";
/// `kf-score-mercer`
pub const KF_SCORE_MERCER: &str = "kf-score-mercer";
/// `kf-score-printed`
pub const KF_SCORE_PRINTED: &str = "kf-score-printed";
/// `kf-score-released`
pub const KF_SCORE_RELEASED: &str = "kf-score-released";
/// `kf-score-scholar`
pub const KF_SCORE_SCHOLAR: &str = "kf-score-scholar";
/// `kf-score-scribes`
pub const KF_SCORE_SCRIBES: &str = "kf-score-scribes";
/// `kf-score-sea-bastion`
pub const KF_SCORE_SEA_BASTION: &str = "kf-score-sea-bastion";
/// `kf-score-sea-breese`
pub const KF_SCORE_SEA_BREESE: &str = "kf-score-sea-breese";
/// `kf-score-storage`
pub const KF_SCORE_STORAGE: &str = "kf-score-storage";
/// `kf-score-turn-order`
pub const KF_SCORE_TURN_ORDER: &str = "kf-score-turn-order";
/// `kf-score-unused-resources`
pub const KF_SCORE_UNUSED_RESOURCES: &str = "kf-score-unused-resources";
/// `kf-score-unused-skills`
pub const KF_SCORE_UNUSED_SKILLS: &str = "kf-score-unused-skills";
/// `kf-score-unused-workers`
pub const KF_SCORE_UNUSED_WORKERS: &str = "kf-score-unused-workers";
/// `kf-score-village-hall`
pub const KF_SCORE_VILLAGE_HALL: &str = "kf-score-village-hall";
/// `kf-score-watermill`
pub const KF_SCORE_WATERMILL: &str = "kf-score-watermill";
/// `kf-score-watermill-any`
pub const KF_SCORE_WATERMILL_ANY: &str = "kf-score-watermill-any";
/// `kf-score-white-wind`
pub const KF_SCORE_WHITE_WIND: &str = "kf-score-white-wind";
/// `kf-score-windmill`
pub const KF_SCORE_WINDMILL: &str = "kf-score-windmill";
/// `kf-skill-anvil`
pub const KF_SKILL_ANVIL: &str = "kf-skill-anvil";
/// `kf-skill-pick-axe`
pub const KF_SKILL_PICK_AXE: &str = "kf-skill-pick-axe";
/// `kf-skill-saw`
pub const KF_SKILL_SAW: &str = "kf-skill-saw";
/// `kf-tile-alehouse`
pub const KF_TILE_ALEHOUSE: &str = "kf-tile-alehouse";
/// `kf-tile-apothecary`
pub const KF_TILE_APOTHECARY: &str = "kf-tile-apothecary";
/// `kf-tile-apprentice-hall`
pub const KF_TILE_APPRENTICE_HALL: &str = "kf-tile-apprentice-hall";
/// `kf-tile-barn`
pub const KF_TILE_BARN: &str = "kf-tile-barn";
/// `kf-tile-blacksmith`
pub const KF_TILE_BLACKSMITH: &str = "kf-tile-blacksmith";
/// `kf-tile-brewer`
pub const KF_TILE_BREWER: &str = "kf-tile-brewer";
/// `kf-tile-carpenter`
pub const KF_TILE_CARPENTER: &str = "kf-tile-carpenter";
/// `kf-tile-craftsmans-guild`
pub const KF_TILE_CRAFTSMANS_GUILD: &str = "kf-tile-craftsmans-guild";
/// `kf-tile-does-apothecary`
pub const KF_TILE_DOES_APOTHECARY: &str = "kf-tile-does-apothecary";
/// `kf-tile-does-craftsmans-guild`
pub const KF_TILE_DOES_CRAFTSMANS_GUILD: &str = "kf-tile-does-craftsmans-guild";
/// `kf-tile-does-draw`
pub const KF_TILE_DOES_DRAW: &str = "kf-tile-does-draw";
/// `kf-tile-does-flipper`
pub const KF_TILE_DOES_FLIPPER: &str = "kf-tile-does-flipper";
/// `kf-tile-does-green`
pub const KF_TILE_DOES_GREEN: &str = "kf-tile-does-green";
/// `kf-tile-does-green-no-colour`
pub const KF_TILE_DOES_GREEN_NO_COLOUR: &str = "kf-tile-does-green-no-colour";
/// `kf-tile-does-hiring-fair`
pub const KF_TILE_DOES_HIRING_FAIR: &str = "kf-tile-does-hiring-fair";
/// `kf-tile-does-ianvincible`
pub const KF_TILE_DOES_IANVINCIBLE: &str = "kf-tile-does-ianvincible";
/// `kf-tile-does-jeweller`
pub const KF_TILE_DOES_JEWELLER: &str = "kf-tile-does-jeweller";
/// `kf-tile-does-key-guild`
pub const KF_TILE_DOES_KEY_GUILD: &str = "kf-tile-does-key-guild";
/// `kf-tile-does-key-market`
pub const KF_TILE_DOES_KEY_MARKET: &str = "kf-tile-does-key-market";
/// `kf-tile-does-keyflower-boat`
pub const KF_TILE_DOES_KEYFLOWER_BOAT: &str = "kf-tile-does-keyflower-boat";
/// `kf-tile-does-keythedral`
pub const KF_TILE_DOES_KEYTHEDRAL: &str = "kf-tile-does-keythedral";
/// `kf-tile-does-mercers-guild`
pub const KF_TILE_DOES_MERCERS_GUILD: &str = "kf-tile-does-mercers-guild";
/// `kf-tile-does-scholar`
pub const KF_TILE_DOES_SCHOLAR: &str = "kf-tile-does-scholar";
/// `kf-tile-does-score-only`
pub const KF_TILE_DOES_SCORE_ONLY: &str = "kf-tile-does-score-only";
/// `kf-tile-does-scribes`
pub const KF_TILE_DOES_SCRIBES: &str = "kf-tile-does-scribes";
/// `kf-tile-does-sea-bastion`
pub const KF_TILE_DOES_SEA_BASTION: &str = "kf-tile-does-sea-bastion";
/// `kf-tile-does-sea-breese`
pub const KF_TILE_DOES_SEA_BREESE: &str = "kf-tile-does-sea-breese";
/// `kf-tile-does-skill-for-resources`
pub const KF_TILE_DOES_SKILL_FOR_RESOURCES: &str = "kf-tile-does-skill-for-resources";
/// `kf-tile-does-skill-for-workers`
pub const KF_TILE_DOES_SKILL_FOR_WORKERS: &str = "kf-tile-does-skill-for-workers";
/// `kf-tile-does-skills`
pub const KF_TILE_DOES_SKILLS: &str = "kf-tile-does-skills";
/// `kf-tile-does-storage`
pub const KF_TILE_DOES_STORAGE: &str = "kf-tile-does-storage";
/// `kf-tile-does-storage-any`
pub const KF_TILE_DOES_STORAGE_ANY: &str = "kf-tile-does-storage-any";
/// `kf-tile-does-summer-boat-1-a`
pub const KF_TILE_DOES_SUMMER_BOAT_1_A: &str = "kf-tile-does-summer-boat-1-a";
/// `kf-tile-does-summer-boat-1-b`
pub const KF_TILE_DOES_SUMMER_BOAT_1_B: &str = "kf-tile-does-summer-boat-1-b";
/// `kf-tile-does-summer-boat-2-a`
pub const KF_TILE_DOES_SUMMER_BOAT_2_A: &str = "kf-tile-does-summer-boat-2-a";
/// `kf-tile-does-summer-boat-2-b`
pub const KF_TILE_DOES_SUMMER_BOAT_2_B: &str = "kf-tile-does-summer-boat-2-b";
/// `kf-tile-does-summer-boat-3-a`
pub const KF_TILE_DOES_SUMMER_BOAT_3_A: &str = "kf-tile-does-summer-boat-3-a";
/// `kf-tile-does-summer-boat-3-b`
pub const KF_TILE_DOES_SUMMER_BOAT_3_B: &str = "kf-tile-does-summer-boat-3-b";
/// `kf-tile-does-summer-boat-4-a`
pub const KF_TILE_DOES_SUMMER_BOAT_4_A: &str = "kf-tile-does-summer-boat-4-a";
/// `kf-tile-does-summer-boat-4-b`
pub const KF_TILE_DOES_SUMMER_BOAT_4_B: &str = "kf-tile-does-summer-boat-4-b";
/// `kf-tile-does-take`
pub const KF_TILE_DOES_TAKE: &str = "kf-tile-does-take";
/// `kf-tile-does-tavern`
pub const KF_TILE_DOES_TAVERN: &str = "kf-tile-does-tavern";
/// `kf-tile-does-transport`
pub const KF_TILE_DOES_TRANSPORT: &str = "kf-tile-does-transport";
/// `kf-tile-does-turn-order`
pub const KF_TILE_DOES_TURN_ORDER: &str = "kf-tile-does-turn-order";
/// `kf-tile-does-turn-order-end`
pub const KF_TILE_DOES_TURN_ORDER_END: &str = "kf-tile-does-turn-order-end";
/// `kf-tile-does-village-hall`
pub const KF_TILE_DOES_VILLAGE_HALL: &str = "kf-tile-does-village-hall";
/// `kf-tile-does-watermill`
pub const KF_TILE_DOES_WATERMILL: &str = "kf-tile-does-watermill";
/// `kf-tile-does-white-wind`
pub const KF_TILE_DOES_WHITE_WIND: &str = "kf-tile-does-white-wind";
/// `kf-tile-does-windmill`
pub const KF_TILE_DOES_WINDMILL: &str = "kf-tile-does-windmill";
/// `kf-tile-does-workshop-front`
pub const KF_TILE_DOES_WORKSHOP_FRONT: &str = "kf-tile-does-workshop-front";
/// `kf-tile-does-workshop-upgraded`
pub const KF_TILE_DOES_WORKSHOP_UPGRADED: &str = "kf-tile-does-workshop-upgraded";
/// `kf-tile-fair`
pub const KF_TILE_FAIR: &str = "kf-tile-fair";
/// `kf-tile-farrier`
pub const KF_TILE_FARRIER: &str = "kf-tile-farrier";
/// `kf-tile-flipper`
pub const KF_TILE_FLIPPER: &str = "kf-tile-flipper";
/// `kf-tile-forge`
pub const KF_TILE_FORGE: &str = "kf-tile-forge";
/// `kf-tile-gold-mine`
pub const KF_TILE_GOLD_MINE: &str = "kf-tile-gold-mine";
/// `kf-tile-goldsmith`
pub const KF_TILE_GOLDSMITH: &str = "kf-tile-goldsmith";
/// `kf-tile-hiring-fair`
pub const KF_TILE_HIRING_FAIR: &str = "kf-tile-hiring-fair";
/// `kf-tile-home-1`
pub const KF_TILE_HOME_1: &str = "kf-tile-home-1";
/// `kf-tile-home-2`
pub const KF_TILE_HOME_2: &str = "kf-tile-home-2";
/// `kf-tile-home-3`
pub const KF_TILE_HOME_3: &str = "kf-tile-home-3";
/// `kf-tile-home-4`
pub const KF_TILE_HOME_4: &str = "kf-tile-home-4";
/// `kf-tile-home-5`
pub const KF_TILE_HOME_5: &str = "kf-tile-home-5";
/// `kf-tile-home-6`
pub const KF_TILE_HOME_6: &str = "kf-tile-home-6";
/// `kf-tile-ianvincible`
pub const KF_TILE_IANVINCIBLE: &str = "kf-tile-ianvincible";
/// `kf-tile-inn`
pub const KF_TILE_INN: &str = "kf-tile-inn";
/// `kf-tile-jeweller`
pub const KF_TILE_JEWELLER: &str = "kf-tile-jeweller";
/// `kf-tile-key-guild`
pub const KF_TILE_KEY_GUILD: &str = "kf-tile-key-guild";
/// `kf-tile-key-market`
pub const KF_TILE_KEY_MARKET: &str = "kf-tile-key-market";
/// `kf-tile-key-mine`
pub const KF_TILE_KEY_MINE: &str = "kf-tile-key-mine";
/// `kf-tile-keyflower-boat`
pub const KF_TILE_KEYFLOWER_BOAT: &str = "kf-tile-keyflower-boat";
/// `kf-tile-keystone-quarry`
pub const KF_TILE_KEYSTONE_QUARRY: &str = "kf-tile-keystone-quarry";
/// `kf-tile-keythedral`
pub const KF_TILE_KEYTHEDRAL: &str = "kf-tile-keythedral";
/// `kf-tile-keywood`
pub const KF_TILE_KEYWOOD: &str = "kf-tile-keywood";
/// `kf-tile-mason`
pub const KF_TILE_MASON: &str = "kf-tile-mason";
/// `kf-tile-mercers-guild`
pub const KF_TILE_MERCERS_GUILD: &str = "kf-tile-mercers-guild";
/// `kf-tile-miner`
pub const KF_TILE_MINER: &str = "kf-tile-miner";
/// `kf-tile-none`
pub const KF_TILE_NONE: &str = "kf-tile-none";
/// `kf-tile-peddler`
pub const KF_TILE_PEDDLER: &str = "kf-tile-peddler";
/// `kf-tile-quarryman`
pub const KF_TILE_QUARRYMAN: &str = "kf-tile-quarryman";
/// `kf-tile-sawmill`
pub const KF_TILE_SAWMILL: &str = "kf-tile-sawmill";
/// `kf-tile-scholar`
pub const KF_TILE_SCHOLAR: &str = "kf-tile-scholar";
/// `kf-tile-scribes`
pub const KF_TILE_SCRIBES: &str = "kf-tile-scribes";
/// `kf-tile-sculptor`
pub const KF_TILE_SCULPTOR: &str = "kf-tile-sculptor";
/// `kf-tile-sea-bastion`
pub const KF_TILE_SEA_BASTION: &str = "kf-tile-sea-bastion";
/// `kf-tile-sea-breese`
pub const KF_TILE_SEA_BREESE: &str = "kf-tile-sea-breese";
/// `kf-tile-show-ability`
pub const KF_TILE_SHOW_ABILITY: &str = "kf-tile-show-ability";
/// `kf-tile-show-and`
pub const KF_TILE_SHOW_AND: &str = "kf-tile-show-and";
/// `kf-tile-show-any`
pub const KF_TILE_SHOW_ANY: &str = "kf-tile-show-any";
/// `kf-tile-show-conf-derived`
pub const KF_TILE_SHOW_CONF_DERIVED: &str = "kf-tile-show-conf-derived";
/// `kf-tile-show-conf-rulebook`
pub const KF_TILE_SHOW_CONF_RULEBOOK: &str = "kf-tile-show-conf-rulebook";
/// `kf-tile-show-conf-unknown`
pub const KF_TILE_SHOW_CONF_UNKNOWN: &str = "kf-tile-show-conf-unknown";
/// `kf-tile-show-conf-unverified`
pub const KF_TILE_SHOW_CONF_UNVERIFIED: &str = "kf-tile-show-conf-unverified";
/// `kf-tile-show-cost`
pub const KF_TILE_SHOW_COST: &str = "kf-tile-show-cost";
/// `kf-tile-show-cost-unknown`
pub const KF_TILE_SHOW_COST_UNKNOWN: &str = "kf-tile-show-cost-unknown";
/// `kf-tile-show-end`
pub const KF_TILE_SHOW_END: &str = "kf-tile-show-end";
/// `kf-tile-show-end-face`
pub const KF_TILE_SHOW_END_FACE: &str = "kf-tile-show-end-face";
/// `kf-tile-show-face-a`
pub const KF_TILE_SHOW_FACE_A: &str = "kf-tile-show-face-a";
/// `kf-tile-show-face-b`
pub const KF_TILE_SHOW_FACE_B: &str = "kf-tile-show-face-b";
/// `kf-tile-show-face-front`
pub const KF_TILE_SHOW_FACE_FRONT: &str = "kf-tile-show-face-front";
/// `kf-tile-show-face-upgraded`
pub const KF_TILE_SHOW_FACE_UPGRADED: &str = "kf-tile-show-face-upgraded";
/// `kf-tile-show-faces`
pub const KF_TILE_SHOW_FACES: &str = "kf-tile-show-faces";
/// `kf-tile-show-faces-boat`
pub const KF_TILE_SHOW_FACES_BOAT: &str = "kf-tile-show-faces-boat";
/// `kf-tile-show-faces-home`
pub const KF_TILE_SHOW_FACES_HOME: &str = "kf-tile-show-faces-home";
/// `kf-tile-show-faces-summer-boat`
pub const KF_TILE_SHOW_FACES_SUMMER_BOAT: &str = "kf-tile-show-faces-summer-boat";
/// `kf-tile-show-faces-turn-order`
pub const KF_TILE_SHOW_FACES_TURN_ORDER: &str = "kf-tile-show-faces-turn-order";
/// `kf-tile-show-faces-upgradable`
pub const KF_TILE_SHOW_FACES_UPGRADABLE: &str = "kf-tile-show-faces-upgradable";
/// `kf-tile-show-faces-winter`
pub const KF_TILE_SHOW_FACES_WINTER: &str = "kf-tile-show-faces-winter";
/// `kf-tile-show-heading`
pub const KF_TILE_SHOW_HEADING: &str = "kf-tile-show-heading";
/// `kf-tile-show-kind`
pub const KF_TILE_SHOW_KIND: &str = "kf-tile-show-kind";
/// `kf-tile-show-never-upgraded`
pub const KF_TILE_SHOW_NEVER_UPGRADED: &str = "kf-tile-show-never-upgraded";
/// `kf-tile-show-no-use-summer-boat`
pub const KF_TILE_SHOW_NO_USE_SUMMER_BOAT: &str = "kf-tile-show-no-use-summer-boat";
/// `kf-tile-show-no-workers`
pub const KF_TILE_SHOW_NO_WORKERS: &str = "kf-tile-show-no-workers";
/// `kf-tile-show-players`
pub const KF_TILE_SHOW_PLAYERS: &str = "kf-tile-show-players";
/// `kf-tile-show-points`
pub const KF_TILE_SHOW_POINTS: &str = "kf-tile-show-points";
/// `kf-tile-show-points-one`
pub const KF_TILE_SHOW_POINTS_ONE: &str = "kf-tile-show-points-one";
/// `kf-tile-show-role`
pub const KF_TILE_SHOW_ROLE: &str = "kf-tile-show-role";
/// `kf-tile-show-sources`
pub const KF_TILE_SHOW_SOURCES: &str = "kf-tile-show-sources";
/// `kf-tile-show-unknown`
pub const KF_TILE_SHOW_UNKNOWN: &str = "kf-tile-show-unknown";
/// `kf-tile-show-use`
pub const KF_TILE_SHOW_USE: &str = "kf-tile-show-use";
/// `kf-tile-smelter`
pub const KF_TILE_SMELTER: &str = "kf-tile-smelter";
/// `kf-tile-stable`
pub const KF_TILE_STABLE: &str = "kf-tile-stable";
/// `kf-tile-stone-yard`
pub const KF_TILE_STONE_YARD: &str = "kf-tile-stone-yard";
/// `kf-tile-store`
pub const KF_TILE_STORE: &str = "kf-tile-store";
/// `kf-tile-summer-boat-1`
pub const KF_TILE_SUMMER_BOAT_1: &str = "kf-tile-summer-boat-1";
/// `kf-tile-summer-boat-2`
pub const KF_TILE_SUMMER_BOAT_2: &str = "kf-tile-summer-boat-2";
/// `kf-tile-summer-boat-3`
pub const KF_TILE_SUMMER_BOAT_3: &str = "kf-tile-summer-boat-3";
/// `kf-tile-summer-boat-4`
pub const KF_TILE_SUMMER_BOAT_4: &str = "kf-tile-summer-boat-4";
/// `kf-tile-tavern`
pub const KF_TILE_TAVERN: &str = "kf-tile-tavern";
/// `kf-tile-timber-yard`
pub const KF_TILE_TIMBER_YARD: &str = "kf-tile-timber-yard";
/// `kf-tile-turn-order-1`
pub const KF_TILE_TURN_ORDER_1: &str = "kf-tile-turn-order-1";
/// `kf-tile-turn-order-2`
pub const KF_TILE_TURN_ORDER_2: &str = "kf-tile-turn-order-2";
/// `kf-tile-turn-order-3`
pub const KF_TILE_TURN_ORDER_3: &str = "kf-tile-turn-order-3";
/// `kf-tile-turn-order-4`
pub const KF_TILE_TURN_ORDER_4: &str = "kf-tile-turn-order-4";
/// `kf-tile-village-hall`
pub const KF_TILE_VILLAGE_HALL: &str = "kf-tile-village-hall";
/// `kf-tile-wainwright`
pub const KF_TILE_WAINWRIGHT: &str = "kf-tile-wainwright";
/// `kf-tile-watermill`
pub const KF_TILE_WATERMILL: &str = "kf-tile-watermill";
/// `kf-tile-well`
pub const KF_TILE_WELL: &str = "kf-tile-well";
/// `kf-tile-white-wind`
pub const KF_TILE_WHITE_WIND: &str = "kf-tile-white-wind";
/// `kf-tile-windmill`
pub const KF_TILE_WINDMILL: &str = "kf-tile-windmill";
/// `kf-tile-woodcutter`
pub const KF_TILE_WOODCUTTER: &str = "kf-tile-woodcutter";
/// `kf-tile-workshop`
pub const KF_TILE_WORKSHOP: &str = "kf-tile-workshop";
/// `kf-tiles-no-rot`
pub const KF_TILES_NO_ROT: &str = "kf-tiles-no-rot";
/// `kf-tiles-no-sheet`
pub const KF_TILES_NO_SHEET: &str = "kf-tiles-no-sheet";
/// `kf-warn-marker-nobody`
pub const KF_WARN_MARKER_NOBODY: &str = "kf-warn-marker-nobody";
/// `kf-warn-marker-not-won`
pub const KF_WARN_MARKER_NOT_WON: &str = "kf-warn-marker-not-won";
/// `kf-what-colour`
pub const KF_WHAT_COLOUR: &str = "kf-what-colour";
/// `kf-what-cost`
pub const KF_WHAT_COST: &str = "kf-what-cost";
/// `kf-what-gets`
pub const KF_WHAT_GETS: &str = "kf-what-gets";
/// `kf-what-gives`
pub const KF_WHAT_GIVES: &str = "kf-what-gives";
/// `kf-what-resource`
pub const KF_WHAT_RESOURCE: &str = "kf-what-resource";
/// `kf-what-skill`
pub const KF_WHAT_SKILL: &str = "kf-what-skill";
/// `label-error`
pub const LABEL_ERROR: &str = "label-error";
/// `label-here`
pub const LABEL_HERE: &str = "label-here";
/// `label-illegal`
pub const LABEL_ILLEGAL: &str = "label-illegal";
/// `label-not-judged`
pub const LABEL_NOT_JUDGED: &str = "label-not-judged";
/// `label-rule`
pub const LABEL_RULE: &str = "label-rule";
/// `label-warning`
pub const LABEL_WARNING: &str = "label-warning";
/// `legend-crossroads`
pub const LEGEND_CROSSROADS: &str = "legend-crossroads";
/// `list-and`
pub const LIST_AND: &str = "list-and";
/// `locator-acrobats`
pub const LOCATOR_ACROBATS: &str = "locator-acrobats";
/// `locator-circus`
pub const LOCATOR_CIRCUS: &str = "locator-circus";
/// `locator-city`
pub const LOCATOR_CITY: &str = "locator-city";
/// `locator-field`
pub const LOCATOR_FIELD: &str = "locator-field";
/// `locator-garden`
pub const LOCATOR_GARDEN: &str = "locator-garden";
/// `locator-inner`
pub const LOCATOR_INNER: &str = "locator-inner";
/// `locator-monastery`
pub const LOCATOR_MONASTERY: &str = "locator-monastery";
/// `locator-river`
pub const LOCATOR_RIVER: &str = "locator-river";
/// `locator-road`
pub const LOCATOR_ROAD: &str = "locator-road";
/// `locator-tower`
pub const LOCATOR_TOWER: &str = "locator-tower";
/// `move-captured`
pub const MOVE_CAPTURED: &str = "move-captured";
/// `move-extra-turn`
pub const MOVE_EXTRA_TURN: &str = "move-extra-turn";
/// `move-extra-turn-not-extended`
pub const MOVE_EXTRA_TURN_NOT_EXTENDED: &str = "move-extra-turn-not-extended";
/// `move-feature-state`
pub const MOVE_FEATURE_STATE: &str = "move-feature-state";
/// `move-feature-state-castle`
pub const MOVE_FEATURE_STATE_CASTLE: &str = "move-feature-state-castle";
/// `move-figure-removed`
pub const MOVE_FIGURE_REMOVED: &str = "move-figure-removed";
/// `move-gained-abbey`
pub const MOVE_GAINED_ABBEY: &str = "move-gained-abbey";
/// `move-gained-bazaar`
pub const MOVE_GAINED_BAZAAR: &str = "move-gained-bazaar";
/// `move-gained-built`
pub const MOVE_GAINED_BUILT: &str = "move-gained-built";
/// `move-gained-goods`
pub const MOVE_GAINED_GOODS: &str = "move-gained-goods";
/// `move-gained-tower-floors`
pub const MOVE_GAINED_TOWER_FLOORS: &str = "move-gained-tower-floors";
/// `move-holds`
pub const MOVE_HOLDS: &str = "move-holds";
/// `move-illegal`
pub const MOVE_ILLEGAL: &str = "move-illegal";
/// `move-legal`
pub const MOVE_LEGAL: &str = "move-legal";
/// `move-moved`
pub const MOVE_MOVED: &str = "move-moved";
/// `move-moved-on`
pub const MOVE_MOVED_ON: &str = "move-moved-on";
/// `move-no-extra-turn`
pub const MOVE_NO_EXTRA_TURN: &str = "move-no-extra-turn";
/// `move-not-judged`
pub const MOVE_NOT_JUDGED: &str = "move-not-judged";
/// `move-nothing-completed`
pub const MOVE_NOTHING_COMPLETED: &str = "move-nothing-completed";
/// `move-placed`
pub const MOVE_PLACED: &str = "move-placed";
/// `move-points`
pub const MOVE_POINTS: &str = "move-points";
/// `move-removed`
pub const MOVE_REMOVED: &str = "move-removed";
/// `move-returned`
pub const MOVE_RETURNED: &str = "move-returned";
/// `move-scored`
pub const MOVE_SCORED: &str = "move-scored";
/// `move-tile-state-bridge-ns`
pub const MOVE_TILE_STATE_BRIDGE_NS: &str = "move-tile-state-bridge-ns";
/// `move-tile-state-bridge-we`
pub const MOVE_TILE_STATE_BRIDGE_WE: &str = "move-tile-state-bridge-we";
/// `move-tile-state-height`
pub const MOVE_TILE_STATE_HEIGHT: &str = "move-tile-state-height";
/// `move-tile-state-sheep-1`
pub const MOVE_TILE_STATE_SHEEP_1: &str = "move-tile-state-sheep-1";
/// `move-tile-state-sheep-2`
pub const MOVE_TILE_STATE_SHEEP_2: &str = "move-tile-state-sheep-2";
/// `move-tile-state-sheep-3`
pub const MOVE_TILE_STATE_SHEEP_3: &str = "move-tile-state-sheep-3";
/// `move-tile-state-sheep-4`
pub const MOVE_TILE_STATE_SHEEP_4: &str = "move-tile-state-sheep-4";
/// `move-tile-state-token`
pub const MOVE_TILE_STATE_TOKEN: &str = "move-tile-state-token";
/// `no`
pub const NO: &str = "no";
/// `none`
pub const NONE: &str = "none";
/// `note-classic-edition`
pub const NOTE_CLASSIC_EDITION: &str = "note-classic-edition";
/// `note-partial-check`
pub const NOTE_PARTIAL_CHECK: &str = "note-partial-check";
/// `note-partial-score`
pub const NOTE_PARTIAL_SCORE: &str = "note-partial-score";
/// `note-skipped-completed`
pub const NOTE_SKIPPED_COMPLETED: &str = "note-skipped-completed";
/// `note-state-unwritten`
pub const NOTE_STATE_UNWRITTEN: &str = "note-state-unwritten";
/// `note-track-unwritten`
pub const NOTE_TRACK_UNWRITTEN: &str = "note-track-unwritten";
/// `note-turn-assumed`
pub const NOTE_TURN_ASSUMED: &str = "note-turn-assumed";
/// `nothing-scored`
pub const NOTHING_SCORED: &str = "nothing-scored";
/// `page-expansion`
pub const PAGE_EXPANSION: &str = "page-expansion";
/// `page-expansion-all`
pub const PAGE_EXPANSION_ALL: &str = "page-expansion-all";
/// `page-game`
pub const PAGE_GAME: &str = "page-game";
/// `page-game-all`
pub const PAGE_GAME_ALL: &str = "page-game-all";
/// `page-glossary`
pub const PAGE_GLOSSARY: &str = "page-glossary";
/// `page-intro`
pub const PAGE_INTRO: &str = "page-intro";
/// `page-lang-both`
pub const PAGE_LANG_BOTH: &str = "page-lang-both";
/// `page-lang-en`
pub const PAGE_LANG_EN: &str = "page-lang-en";
/// `page-lang-nl`
pub const PAGE_LANG_NL: &str = "page-lang-nl";
/// `page-language`
pub const PAGE_LANGUAGE: &str = "page-language";
/// `page-made-by`
pub const PAGE_MADE_BY: &str = "page-made-by";
/// `page-no-hits`
pub const PAGE_NO_HITS: &str = "page-no-hits";
/// `page-rulings`
pub const PAGE_RULINGS: &str = "page-rulings";
/// `page-search`
pub const PAGE_SEARCH: &str = "page-search";
/// `page-search-hint`
pub const PAGE_SEARCH_HINT: &str = "page-search-hint";
/// `page-shown`
pub const PAGE_SHOWN: &str = "page-shown";
/// `page-title`
pub const PAGE_TITLE: &str = "page-title";
/// `page-top`
pub const PAGE_TOP: &str = "page-top";
/// `piece-abbot`
pub const PIECE_ABBOT: &str = "piece-abbot";
/// `piece-barn`
pub const PIECE_BARN: &str = "piece-barn";
/// `piece-big-follower`
pub const PIECE_BIG_FOLLOWER: &str = "piece-big-follower";
/// `piece-big-top`
pub const PIECE_BIG_TOP: &str = "piece-big-top";
/// `piece-builder`
pub const PIECE_BUILDER: &str = "piece-builder";
/// `piece-dragon`
pub const PIECE_DRAGON: &str = "piece-dragon";
/// `piece-fairy`
pub const PIECE_FAIRY: &str = "piece-fairy";
/// `piece-follower`
pub const PIECE_FOLLOWER: &str = "piece-follower";
/// `piece-mayor`
pub const PIECE_MAYOR: &str = "piece-mayor";
/// `piece-pig`
pub const PIECE_PIG: &str = "piece-pig";
/// `piece-ringmaster`
pub const PIECE_RINGMASTER: &str = "piece-ringmaster";
/// `piece-shepherd`
pub const PIECE_SHEPHERD: &str = "piece-shepherd";
/// `piece-wagon`
pub const PIECE_WAGON: &str = "piece-wagon";
/// `pieces-abbot`
pub const PIECES_ABBOT: &str = "pieces-abbot";
/// `pieces-barn`
pub const PIECES_BARN: &str = "pieces-barn";
/// `pieces-big-follower`
pub const PIECES_BIG_FOLLOWER: &str = "pieces-big-follower";
/// `pieces-big-top`
pub const PIECES_BIG_TOP: &str = "pieces-big-top";
/// `pieces-builder`
pub const PIECES_BUILDER: &str = "pieces-builder";
/// `pieces-dragon`
pub const PIECES_DRAGON: &str = "pieces-dragon";
/// `pieces-fairy`
pub const PIECES_FAIRY: &str = "pieces-fairy";
/// `pieces-follower`
pub const PIECES_FOLLOWER: &str = "pieces-follower";
/// `pieces-mayor`
pub const PIECES_MAYOR: &str = "pieces-mayor";
/// `pieces-pig`
pub const PIECES_PIG: &str = "pieces-pig";
/// `pieces-ringmaster`
pub const PIECES_RINGMASTER: &str = "pieces-ringmaster";
/// `pieces-shepherd`
pub const PIECES_SHEPHERD: &str = "pieces-shepherd";
/// `pieces-wagon`
pub const PIECES_WAGON: &str = "pieces-wagon";
/// `problem-abbot-recall-completed`
pub const PROBLEM_ABBOT_RECALL_COMPLETED: &str = "problem-abbot-recall-completed";
/// `problem-action-expansion`
pub const PROBLEM_ACTION_EXPANSION: &str = "problem-action-expansion";
/// `problem-am-abbey-count`
pub const PROBLEM_AM_ABBEY_COUNT: &str = "problem-am-abbey-count";
/// `problem-am-abbey-hole`
pub const PROBLEM_AM_ABBEY_HOLE: &str = "problem-am-abbey-hole";
/// `problem-am-abbey-none`
pub const PROBLEM_AM_ABBEY_NONE: &str = "problem-am-abbey-none";
/// `problem-am-barn-corner`
pub const PROBLEM_AM_BARN_CORNER: &str = "problem-am-barn-corner";
/// `problem-am-barn-farmer`
pub const PROBLEM_AM_BARN_FARMER: &str = "problem-am-barn-farmer";
/// `problem-am-barn-field`
pub const PROBLEM_AM_BARN_FIELD: &str = "problem-am-barn-field";
/// `problem-am-barn-taken`
pub const PROBLEM_AM_BARN_TAKEN: &str = "problem-am-barn-taken";
/// `problem-am-wagon-linked`
pub const PROBLEM_AM_WAGON_LINKED: &str = "problem-am-wagon-linked";
/// `problem-am-wagon-none`
pub const PROBLEM_AM_WAGON_NONE: &str = "problem-am-wagon-none";
/// `problem-am-wagon-target`
pub const PROBLEM_AM_WAGON_TARGET: &str = "problem-am-wagon-target";
/// `problem-bcb-bazaar`
pub const PROBLEM_BCB_BAZAAR: &str = "problem-bcb-bazaar";
/// `problem-bcb-bridge-edges`
pub const PROBLEM_BCB_BRIDGE_EDGES: &str = "problem-bcb-bridge-edges";
/// `problem-bcb-bridge-none`
pub const PROBLEM_BCB_BRIDGE_NONE: &str = "problem-bcb-bridge-none";
/// `problem-bcb-bridge-two`
pub const PROBLEM_BCB_BRIDGE_TWO: &str = "problem-bcb-bridge-two";
/// `problem-bcb-built-each`
pub const PROBLEM_BCB_BUILT_EACH: &str = "problem-bcb-built-each";
/// `problem-bcb-built-total`
pub const PROBLEM_BCB_BUILT_TOTAL: &str = "problem-bcb-built-total";
/// `problem-bcb-castle-city`
pub const PROBLEM_BCB_CASTLE_CITY: &str = "problem-bcb-castle-city";
/// `problem-bcb-castle-last`
pub const PROBLEM_BCB_CASTLE_LAST: &str = "problem-bcb-castle-last";
/// `problem-bcb-castle-none`
pub const PROBLEM_BCB_CASTLE_NONE: &str = "problem-bcb-castle-none";
/// `problem-bcb-castle-occupants`
pub const PROBLEM_BCB_CASTLE_OCCUPANTS: &str = "problem-bcb-castle-occupants";
/// `problem-bcb-castle-piece`
pub const PROBLEM_BCB_CASTLE_PIECE: &str = "problem-bcb-castle-piece";
/// `problem-bcb-castle-pieces`
pub const PROBLEM_BCB_CASTLE_PIECES: &str = "problem-bcb-castle-pieces";
/// `problem-bcb-castle-shape`
pub const PROBLEM_BCB_CASTLE_SHAPE: &str = "problem-bcb-castle-shape";
/// `problem-bcb-not-judged`
pub const PROBLEM_BCB_NOT_JUDGED: &str = "problem-bcb-not-judged";
/// `problem-bcb-supply`
pub const PROBLEM_BCB_SUPPLY: &str = "problem-bcb-supply";
/// `problem-bt-acrobat-bridge`
pub const PROBLEM_BT_ACROBAT_BRIDGE: &str = "problem-bt-acrobat-bridge";
/// `problem-bt-acrobat-far`
pub const PROBLEM_BT_ACROBAT_FAR: &str = "problem-bt-acrobat-far";
/// `problem-bt-acrobat-kind`
pub const PROBLEM_BT_ACROBAT_KIND: &str = "problem-bt-acrobat-kind";
/// `problem-bt-acrobat-none`
pub const PROBLEM_BT_ACROBAT_NONE: &str = "problem-bt-acrobat-none";
/// `problem-bt-acrobats-full`
pub const PROBLEM_BT_ACROBATS_FULL: &str = "problem-bt-acrobats-full";
/// `problem-bt-bigtop-missing`
pub const PROBLEM_BT_BIGTOP_MISSING: &str = "problem-bt-bigtop-missing";
/// `problem-bt-bigtop-tile`
pub const PROBLEM_BT_BIGTOP_TILE: &str = "problem-bt-bigtop-tile";
/// `problem-bt-final-no-big-top`
pub const PROBLEM_BT_FINAL_NO_BIG_TOP: &str = "problem-bt-final-no-big-top";
/// `problem-bt-final-token-used`
pub const PROBLEM_BT_FINAL_TOKEN_USED: &str = "problem-bt-final-token-used";
/// `problem-bt-pyramid-not-full`
pub const PROBLEM_BT_PYRAMID_NOT_FULL: &str = "problem-bt-pyramid-not-full";
/// `problem-bt-tile-pieces`
pub const PROBLEM_BT_TILE_PIECES: &str = "problem-bt-tile-pieces";
/// `problem-bt-token-before-wagon`
pub const PROBLEM_BT_TOKEN_BEFORE_WAGON: &str = "problem-bt-token-before-wagon";
/// `problem-bt-token-count`
pub const PROBLEM_BT_TOKEN_COUNT: &str = "problem-bt-token-count";
/// `problem-bt-token-first`
pub const PROBLEM_BT_TOKEN_FIRST: &str = "problem-bt-token-first";
/// `problem-bt-token-no-circus`
pub const PROBLEM_BT_TOKEN_NO_CIRCUS: &str = "problem-bt-token-no-circus";
/// `problem-bt-token-owed`
pub const PROBLEM_BT_TOKEN_OWED: &str = "problem-bt-token-owed";
/// `problem-bt-token-tile`
pub const PROBLEM_BT_TOKEN_TILE: &str = "problem-bt-token-tile";
/// `problem-bt-token-used`
pub const PROBLEM_BT_TOKEN_USED: &str = "problem-bt-token-used";
/// `problem-bt-token-value`
pub const PROBLEM_BT_TOKEN_VALUE: &str = "problem-bt-token-value";
/// `problem-builder-completed`
pub const PROBLEM_BUILDER_COMPLETED: &str = "problem-builder-completed";
/// `problem-builder-without-follower`
pub const PROBLEM_BUILDER_WITHOUT_FOLLOWER: &str = "problem-builder-without-follower";
/// `problem-card-more-than-one`
pub const PROBLEM_CARD_MORE_THAN_ONE: &str = "problem-card-more-than-one";
/// `problem-card-no-holder`
pub const PROBLEM_CARD_NO_HOLDER: &str = "problem-card-no-holder";
/// `problem-card-two-holders`
pub const PROBLEM_CARD_TWO_HOLDERS: &str = "problem-card-two-holders";
/// `problem-completed-occupied`
pub const PROBLEM_COMPLETED_OCCUPIED: &str = "problem-completed-occupied";
/// `problem-connected`
pub const PROBLEM_CONNECTED: &str = "problem-connected";
/// `problem-discard-fits`
pub const PROBLEM_DISCARD_FITS: &str = "problem-discard-fits";
/// `problem-discard-river-first`
pub const PROBLEM_DISCARD_RIVER_FIRST: &str = "problem-discard-river-first";
/// `problem-edges-culprit`
pub const PROBLEM_EDGES_CULPRIT: &str = "problem-edges-culprit";
/// `problem-edges-either`
pub const PROBLEM_EDGES_EITHER: &str = "problem-edges-either";
/// `problem-edges-match`
pub const PROBLEM_EDGES_MATCH: &str = "problem-edges-match";
/// `problem-farmers-not-placed`
pub const PROBLEM_FARMERS_NOT_PLACED: &str = "problem-farmers-not-placed";
/// `problem-feature-state-disagree`
pub const PROBLEM_FEATURE_STATE_DISAGREE: &str = "problem-feature-state-disagree";
/// `problem-feature-state-expansion`
pub const PROBLEM_FEATURE_STATE_EXPANSION: &str = "problem-feature-state-expansion";
/// `problem-feature-state-range`
pub const PROBLEM_FEATURE_STATE_RANGE: &str = "problem-feature-state-range";
/// `problem-figure-nowhere`
pub const PROBLEM_FIGURE_NOWHERE: &str = "problem-figure-nowhere";
/// `problem-figure-stands`
pub const PROBLEM_FIGURE_STANDS: &str = "problem-figure-stands";
/// `problem-final-draw-none`
pub const PROBLEM_FINAL_DRAW_NONE: &str = "problem-final-draw-none";
/// `problem-held-no-expansion`
pub const PROBLEM_HELD_NO_EXPANSION: &str = "problem-held-no-expansion";
/// `problem-held-own`
pub const PROBLEM_HELD_OWN: &str = "problem-held-own";
/// `problem-no-abbot-to-recall`
pub const PROBLEM_NO_ABBOT_TO_RECALL: &str = "problem-no-abbot-to-recall";
/// `problem-no-such-feature`
pub const PROBLEM_NO_SUCH_FEATURE: &str = "problem-no-such-feature";
/// `problem-no-supply`
pub const PROBLEM_NO_SUPPLY: &str = "problem-no-supply";
/// `problem-occupied`
pub const PROBLEM_OCCUPIED: &str = "problem-occupied";
/// `problem-one-per-square`
pub const PROBLEM_ONE_PER_SQUARE: &str = "problem-one-per-square";
/// `problem-one-piece-per-tile`
pub const PROBLEM_ONE_PIECE_PER_TILE: &str = "problem-one-piece-per-tile";
/// `problem-pd-dragon-absent`
pub const PROBLEM_PD_DRAGON_ABSENT: &str = "problem-pd-dragon-absent";
/// `problem-pd-dragon-draw`
pub const PROBLEM_PD_DRAGON_DRAW: &str = "problem-pd-dragon-draw";
/// `problem-pd-dragon-empty`
pub const PROBLEM_PD_DRAGON_EMPTY: &str = "problem-pd-dragon-empty";
/// `problem-pd-dragon-fairy`
pub const PROBLEM_PD_DRAGON_FAIRY: &str = "problem-pd-dragon-fairy";
/// `problem-pd-dragon-far`
pub const PROBLEM_PD_DRAGON_FAR: &str = "problem-pd-dragon-far";
/// `problem-pd-dragon-last`
pub const PROBLEM_PD_DRAGON_LAST: &str = "problem-pd-dragon-last";
/// `problem-pd-dragon-no-symbol`
pub const PROBLEM_PD_DRAGON_NO_SYMBOL: &str = "problem-pd-dragon-no-symbol";
/// `problem-pd-dragon-no-volcano`
pub const PROBLEM_PD_DRAGON_NO_VOLCANO: &str = "problem-pd-dragon-no-volcano";
/// `problem-pd-dragon-on`
pub const PROBLEM_PD_DRAGON_ON: &str = "problem-pd-dragon-on";
/// `problem-pd-dragon-six`
pub const PROBLEM_PD_DRAGON_SIX: &str = "problem-pd-dragon-six";
/// `problem-pd-dragon-tile`
pub const PROBLEM_PD_DRAGON_TILE: &str = "problem-pd-dragon-tile";
/// `problem-pd-dragon-visited`
pub const PROBLEM_PD_DRAGON_VISITED: &str = "problem-pd-dragon-visited";
/// `problem-pd-fairy-not-own`
pub const PROBLEM_PD_FAIRY_NOT_OWN: &str = "problem-pd-fairy-not-own";
/// `problem-pd-fairy-on-dragon`
pub const PROBLEM_PD_FAIRY_ON_DRAGON: &str = "problem-pd-fairy-on-dragon";
/// `problem-pd-fairy-same`
pub const PROBLEM_PD_FAIRY_SAME: &str = "problem-pd-fairy-same";
/// `problem-pd-fairy-special`
pub const PROBLEM_PD_FAIRY_SPECIAL: &str = "problem-pd-fairy-special";
/// `problem-pd-figure-twice`
pub const PROBLEM_PD_FIGURE_TWICE: &str = "problem-pd-figure-twice";
/// `problem-pd-no-piece`
pub const PROBLEM_PD_NO_PIECE: &str = "problem-pd-no-piece";
/// `problem-pd-piece-on-dragon`
pub const PROBLEM_PD_PIECE_ON_DRAGON: &str = "problem-pd-piece-on-dragon";
/// `problem-pd-portal-complete`
pub const PROBLEM_PD_PORTAL_COMPLETE: &str = "problem-pd-portal-complete";
/// `problem-pd-portal-none`
pub const PROBLEM_PD_PORTAL_NONE: &str = "problem-pd-portal-none";
/// `problem-pd-portal-special`
pub const PROBLEM_PD_PORTAL_SPECIAL: &str = "problem-pd-portal-special";
/// `problem-pd-princess-must`
pub const PROBLEM_PD_PRINCESS_MUST: &str = "problem-pd-princess-must";
/// `problem-pd-princess-none`
pub const PROBLEM_PD_PRINCESS_NONE: &str = "problem-pd-princess-none";
/// `problem-pd-princess-other-city`
pub const PROBLEM_PD_PRINCESS_OTHER_CITY: &str = "problem-pd-princess-other-city";
/// `problem-pd-volcano-tile`
pub const PROBLEM_PD_VOLCANO_TILE: &str = "problem-pd-volcano-tile";
/// `problem-pd-which-piece`
pub const PROBLEM_PD_WHICH_PIECE: &str = "problem-pd-which-piece";
/// `problem-piece-expansion`
pub const PROBLEM_PIECE_EXPANSION: &str = "problem-piece-expansion";
/// `problem-piece-feature-kind`
pub const PROBLEM_PIECE_FEATURE_KIND: &str = "problem-piece-feature-kind";
/// `problem-piece-supply`
pub const PROBLEM_PIECE_SUPPLY: &str = "problem-piece-supply";
/// `problem-pig-without-farmer`
pub const PROBLEM_PIG_WITHOUT_FARMER: &str = "problem-pig-without-farmer";
/// `problem-replay-chained-extra-turn`
pub const PROBLEM_REPLAY_CHAINED_EXTRA_TURN: &str = "problem-replay-chained-extra-turn";
/// `problem-replay-no-extra-turn`
pub const PROBLEM_REPLAY_NO_EXTRA_TURN: &str = "problem-replay-no-extra-turn";
/// `problem-replay-turn`
pub const PROBLEM_REPLAY_TURN: &str = "problem-replay-turn";
/// `problem-river-continue`
pub const PROBLEM_RIVER_CONTINUE: &str = "problem-river-continue";
/// `problem-river-finished`
pub const PROBLEM_RIVER_FINISHED: &str = "problem-river-finished";
/// `problem-river-first`
pub const PROBLEM_RIVER_FIRST: &str = "problem-river-first";
/// `problem-river-lake-early`
pub const PROBLEM_RIVER_LAKE_EARLY: &str = "problem-river-lake-early";
/// `problem-river-no-room`
pub const PROBLEM_RIVER_NO_ROOM: &str = "problem-river-no-room";
/// `problem-river-no-spring`
pub const PROBLEM_RIVER_NO_SPRING: &str = "problem-river-no-spring";
/// `problem-river-stray`
pub const PROBLEM_RIVER_STRAY: &str = "problem-river-stray";
/// `problem-river-turn-back`
pub const PROBLEM_RIVER_TURN_BACK: &str = "problem-river-turn-back";
/// `problem-setup-count`
pub const PROBLEM_SETUP_COUNT: &str = "problem-setup-count";
/// `problem-setup-feature`
pub const PROBLEM_SETUP_FEATURE: &str = "problem-setup-feature";
/// `problem-setup-owner`
pub const PROBLEM_SETUP_OWNER: &str = "problem-setup-owner";
/// `problem-setup-turn`
pub const PROBLEM_SETUP_TURN: &str = "problem-setup-turn";
/// `problem-shared-at-placement`
pub const PROBLEM_SHARED_AT_PLACEMENT: &str = "problem-shared-at-placement";
/// `problem-square-taken`
pub const PROBLEM_SQUARE_TAKEN: &str = "problem-square-taken";
/// `problem-step-follows`
pub const PROBLEM_STEP_FOLLOWS: &str = "problem-step-follows";
/// `problem-step-instead`
pub const PROBLEM_STEP_INSTEAD: &str = "problem-step-instead";
/// `problem-tile-expansion`
pub const PROBLEM_TILE_EXPANSION: &str = "problem-tile-expansion";
/// `problem-tile-state-expansion`
pub const PROBLEM_TILE_STATE_EXPANSION: &str = "problem-tile-state-expansion";
/// `problem-tile-state-range`
pub const PROBLEM_TILE_STATE_RANGE: &str = "problem-tile-state-range";
/// `problem-tile-supply`
pub const PROBLEM_TILE_SUPPLY: &str = "problem-tile-supply";
/// `problem-tower-bare`
pub const PROBLEM_TOWER_BARE: &str = "problem-tower-bare";
/// `problem-tower-closed`
pub const PROBLEM_TOWER_CLOSED: &str = "problem-tower-closed";
/// `problem-tower-exchange-owed`
pub const PROBLEM_TOWER_EXCHANGE_OWED: &str = "problem-tower-exchange-owed";
/// `problem-tower-floors-box`
pub const PROBLEM_TOWER_FLOORS_BOX: &str = "problem-tower-floors-box";
/// `problem-tower-floors-placed`
pub const PROBLEM_TOWER_FLOORS_PLACED: &str = "problem-tower-floors-placed";
/// `problem-tower-floors-player`
pub const PROBLEM_TOWER_FLOORS_PLAYER: &str = "problem-tower-floors-player";
/// `problem-tower-no-exchange`
pub const PROBLEM_TOWER_NO_EXCHANGE: &str = "problem-tower-no-exchange";
/// `problem-tower-no-floors`
pub const PROBLEM_TOWER_NO_FLOORS: &str = "problem-tower-no-floors";
/// `problem-tower-no-follower`
pub const PROBLEM_TOWER_NO_FOLLOWER: &str = "problem-tower-no-follower";
/// `problem-tower-no-prisoner`
pub const PROBLEM_TOWER_NO_PRISONER: &str = "problem-tower-no-prisoner";
/// `problem-tower-none`
pub const PROBLEM_TOWER_NONE: &str = "problem-tower-none";
/// `problem-tower-out-of-reach`
pub const PROBLEM_TOWER_OUT_OF_REACH: &str = "problem-tower-out-of-reach";
/// `problem-tower-prisoner-kind`
pub const PROBLEM_TOWER_PRISONER_KIND: &str = "problem-tower-prisoner-kind";
/// `problem-tower-ransom-points`
pub const PROBLEM_TOWER_RANSOM_POINTS: &str = "problem-tower-ransom-points";
/// `problem-tower-ransom-twice`
pub const PROBLEM_TOWER_RANSOM_TWICE: &str = "problem-tower-ransom-twice";
/// `problem-tower-top-kind`
pub const PROBLEM_TOWER_TOP_KIND: &str = "problem-tower-top-kind";
/// `readings-differ`
pub const READINGS_DIFFER: &str = "readings-differ";
/// `readings-differ-each`
pub const READINGS_DIFFER_EACH: &str = "readings-differ-each";
/// `readings-differ-together`
pub const READINGS_DIFFER_TOGETHER: &str = "readings-differ-together";
/// `readings-each`
pub const READINGS_EACH: &str = "readings-each";
/// `readings-or`
pub const READINGS_OR: &str = "readings-or";
/// `readings-piece`
pub const READINGS_PIECE: &str = "readings-piece";
/// `readings-same`
pub const READINGS_SAME: &str = "readings-same";
/// `readings-settle-edge`
pub const READINGS_SETTLE_EDGE: &str = "readings-settle-edge";
/// `readings-settle-inside`
pub const READINGS_SETTLE_INSIDE: &str = "readings-settle-inside";
/// `readings-settle-piece`
pub const READINGS_SETTLE_PIECE: &str = "readings-settle-piece";
/// `readings-tile`
pub const READINGS_TILE: &str = "readings-tile";
/// `readings-too-many`
pub const READINGS_TOO_MANY: &str = "readings-too-many";
/// `reliability-board-too-large`
pub const RELIABILITY_BOARD_TOO_LARGE: &str = "reliability-board-too-large";
/// `reliability-input-over-limit`
pub const RELIABILITY_INPUT_OVER_LIMIT: &str = "reliability-input-over-limit";
/// `reliability-kf-no-players`
pub const RELIABILITY_KF_NO_PLAYERS: &str = "reliability-kf-no-players";
/// `reliability-kf-too-many-tiles`
pub const RELIABILITY_KF_TOO_MANY_TILES: &str = "reliability-kf-too-many-tiles";
/// `reliability-more-repeated-keys`
pub const RELIABILITY_MORE_REPEATED_KEYS: &str = "reliability-more-repeated-keys";
/// `reliability-not-shown`
pub const RELIABILITY_NOT_SHOWN: &str = "reliability-not-shown";
/// `reliability-other-kind`
pub const RELIABILITY_OTHER_KIND: &str = "reliability-other-kind";
/// `reliability-output-device`
pub const RELIABILITY_OUTPUT_DEVICE: &str = "reliability-output-device";
/// `reliability-output-link`
pub const RELIABILITY_OUTPUT_LINK: &str = "reliability-output-link";
/// `reliability-output-linked`
pub const RELIABILITY_OUTPUT_LINKED: &str = "reliability-output-linked";
/// `reliability-output-read-only`
pub const RELIABILITY_OUTPUT_READ_ONLY: &str = "reliability-output-read-only";
/// `reliability-printed-negative`
pub const RELIABILITY_PRINTED_NEGATIVE: &str = "reliability-printed-negative";
/// `reliability-query-too-long`
pub const RELIABILITY_QUERY_TOO_LONG: &str = "reliability-query-too-long";
/// `reliability-replaced-input`
pub const RELIABILITY_REPLACED_INPUT: &str = "reliability-replaced-input";
/// `reliability-stdout`
pub const RELIABILITY_STDOUT: &str = "reliability-stdout";
/// `reliability-temp-names-taken`
pub const RELIABILITY_TEMP_NAMES_TAKEN: &str = "reliability-temp-names-taken";
/// `reliability-terminal-picture-name`
pub const RELIABILITY_TERMINAL_PICTURE_NAME: &str = "reliability-terminal-picture-name";
/// `render-holds-prisoner`
pub const RENDER_HOLDS_PRISONER: &str = "render-holds-prisoner";
/// `render-legend`
pub const RENDER_LEGEND: &str = "render-legend";
/// `render-legend-open`
pub const RENDER_LEGEND_OPEN: &str = "render-legend-open";
/// `render-legend-open-picture`
pub const RENDER_LEGEND_OPEN_PICTURE: &str = "render-legend-open-picture";
/// `render-legend-symbol`
pub const RENDER_LEGEND_SYMBOL: &str = "render-legend-symbol";
/// `render-legend-symbols`
pub const RENDER_LEGEND_SYMBOLS: &str = "render-legend-symbols";
/// `render-readings-open`
pub const RENDER_READINGS_OPEN: &str = "render-readings-open";
/// `render-too-many-tiles`
pub const RENDER_TOO_MANY_TILES: &str = "render-too-many-tiles";
/// `render-too-much-drawn`
pub const RENDER_TOO_MUCH_DRAWN: &str = "render-too-much-drawn";
/// `replay-bad-discard`
pub const REPLAY_BAD_DISCARD: &str = "replay-bad-discard";
/// `replay-bad-final-draw`
pub const REPLAY_BAD_FINAL_DRAW: &str = "replay-bad-final-draw";
/// `replay-discarded`
pub const REPLAY_DISCARDED: &str = "replay-discarded";
/// `replay-illegal`
pub const REPLAY_ILLEGAL: &str = "replay-illegal";
/// `replay-not-finished`
pub const REPLAY_NOT_FINISHED: &str = "replay-not-finished";
/// `replay-not-judged`
pub const REPLAY_NOT_JUDGED: &str = "replay-not-judged";
/// `replay-nothing-final`
pub const REPLAY_NOTHING_FINAL: &str = "replay-nothing-final";
/// `replay-nothing-scored`
pub const REPLAY_NOTHING_SCORED: &str = "replay-nothing-scored";
/// `replay-payment`
pub const REPLAY_PAYMENT: &str = "replay-payment";
/// `replay-rules-overridden`
pub const REPLAY_RULES_OVERRIDDEN: &str = "replay-rules-overridden";
/// `replay-start-illegal`
pub const REPLAY_START_ILLEGAL: &str = "replay-start-illegal";
/// `replay-stopped`
pub const REPLAY_STOPPED: &str = "replay-stopped";
/// `replay-stopped-discard`
pub const REPLAY_STOPPED_DISCARD: &str = "replay-stopped-discard";
/// `replay-stopped-final-draw`
pub const REPLAY_STOPPED_FINAL_DRAW: &str = "replay-stopped-final-draw";
/// `rules-option-needs-value`
pub const RULES_OPTION_NEEDS_VALUE: &str = "rules-option-needs-value";
/// `rules-option-unknown`
pub const RULES_OPTION_UNKNOWN: &str = "rules-option-unknown";
/// `ruling-category`
pub const RULING_CATEGORY: &str = "ruling-category";
/// `ruling-cited-when`
pub const RULING_CITED_WHEN: &str = "ruling-cited-when";
/// `ruling-context`
pub const RULING_CONTEXT: &str = "ruling-context";
/// `ruling-date`
pub const RULING_DATE: &str = "ruling-date";
/// `ruling-enforced-by`
pub const RULING_ENFORCED_BY: &str = "ruling-enforced-by";
/// `ruling-expansions`
pub const RULING_EXPANSIONS: &str = "ruling-expansions";
/// `ruling-faq-place`
pub const RULING_FAQ_PLACE: &str = "ruling-faq-place";
/// `ruling-faq-place-value`
pub const RULING_FAQ_PLACE_VALUE: &str = "ruling-faq-place-value";
/// `ruling-nl-by-arbiter`
pub const RULING_NL_BY_ARBITER: &str = "ruling-nl-by-arbiter";
/// `ruling-not-a-ruling`
pub const RULING_NOT_A_RULING: &str = "ruling-not-a-ruling";
/// `ruling-note`
pub const RULING_NOTE: &str = "ruling-note";
/// `ruling-page`
pub const RULING_PAGE: &str = "ruling-page";
/// `ruling-pieces`
pub const RULING_PIECES: &str = "ruling-pieces";
/// `ruling-related`
pub const RULING_RELATED: &str = "ruling-related";
/// `ruling-source`
pub const RULING_SOURCE: &str = "ruling-source";
/// `ruling-source-named`
pub const RULING_SOURCE_NAMED: &str = "ruling-source-named";
/// `rulings-count`
pub const RULINGS_COUNT: &str = "rulings-count";
/// `rulings-no-hits`
pub const RULINGS_NO_HITS: &str = "rulings-no-hits";
/// `rulings-unknown-category`
pub const RULINGS_UNKNOWN_CATEGORY: &str = "rulings-unknown-category";
/// `rulings-unknown-category-near`
pub const RULINGS_UNKNOWN_CATEGORY_NEAR: &str = "rulings-unknown-category-near";
/// `rulings-unknown-expansion`
pub const RULINGS_UNKNOWN_EXPANSION: &str = "rulings-unknown-expansion";
/// `rulings-unknown-game`
pub const RULINGS_UNKNOWN_GAME: &str = "rulings-unknown-game";
/// `rulings-unknown-id`
pub const RULINGS_UNKNOWN_ID: &str = "rulings-unknown-id";
/// `rulings-unknown-piece`
pub const RULINGS_UNKNOWN_PIECE: &str = "rulings-unknown-piece";
/// `score-card`
pub const SCORE_CARD: &str = "score-card";
/// `score-cloister`
pub const SCORE_CLOISTER: &str = "score-cloister";
/// `score-feature`
pub const SCORE_FEATURE: &str = "score-feature";
/// `score-field`
pub const SCORE_FIELD: &str = "score-field";
/// `score-most`
pub const SCORE_MOST: &str = "score-most";
/// `search-did-you-mean`
pub const SEARCH_DID_YOU_MEAN: &str = "search-did-you-mean";
/// `search-more`
pub const SEARCH_MORE: &str = "search-more";
/// `search-not-read`
pub const SEARCH_NOT_READ: &str = "search-not-read";
/// `search-nothing-answers-well`
pub const SEARCH_NOTHING_ANSWERS_WELL: &str = "search-nothing-answers-well";
/// `search-nothing-read`
pub const SEARCH_NOTHING_READ: &str = "search-nothing-read";
/// `search-other-candidates`
pub const SEARCH_OTHER_CANDIDATES: &str = "search-other-candidates";
/// `search-quoted`
pub const SEARCH_QUOTED: &str = "search-quoted";
/// `search-read-as`
pub const SEARCH_READ_AS: &str = "search-read-as";
/// `search-unknown-words`
pub const SEARCH_UNKNOWN_WORDS: &str = "search-unknown-words";
/// `search-why`
pub const SEARCH_WHY: &str = "search-why";
/// `search-why-table-talk`
pub const SEARCH_WHY_TABLE_TALK: &str = "search-why-table-talk";
/// `seen-mark-acrobats`
pub const SEEN_MARK_ACROBATS: &str = "seen-mark-acrobats";
/// `seen-mark-apart`
pub const SEEN_MARK_APART: &str = "seen-mark-apart";
/// `seen-mark-bazaar`
pub const SEEN_MARK_BAZAAR: &str = "seen-mark-bazaar";
/// `seen-mark-cathedral`
pub const SEEN_MARK_CATHEDRAL: &str = "seen-mark-cathedral";
/// `seen-mark-circus`
pub const SEEN_MARK_CIRCUS: &str = "seen-mark-circus";
/// `seen-mark-cloth`
pub const SEEN_MARK_CLOTH: &str = "seen-mark-cloth";
/// `seen-mark-dragon`
pub const SEEN_MARK_DRAGON: &str = "seen-mark-dragon";
/// `seen-mark-garden`
pub const SEEN_MARK_GARDEN: &str = "seen-mark-garden";
/// `seen-mark-grain`
pub const SEEN_MARK_GRAIN: &str = "seen-mark-grain";
/// `seen-mark-hill`
pub const SEEN_MARK_HILL: &str = "seen-mark-hill";
/// `seen-mark-inn`
pub const SEEN_MARK_INN: &str = "seen-mark-inn";
/// `seen-mark-lake`
pub const SEEN_MARK_LAKE: &str = "seen-mark-lake";
/// `seen-mark-monastery`
pub const SEEN_MARK_MONASTERY: &str = "seen-mark-monastery";
/// `seen-mark-no-castle`
pub const SEEN_MARK_NO_CASTLE: &str = "seen-mark-no-castle";
/// `seen-mark-pennant`
pub const SEEN_MARK_PENNANT: &str = "seen-mark-pennant";
/// `seen-mark-portal`
pub const SEEN_MARK_PORTAL: &str = "seen-mark-portal";
/// `seen-mark-princess`
pub const SEEN_MARK_PRINCESS: &str = "seen-mark-princess";
/// `seen-mark-spring`
pub const SEEN_MARK_SPRING: &str = "seen-mark-spring";
/// `seen-mark-tower`
pub const SEEN_MARK_TOWER: &str = "seen-mark-tower";
/// `seen-mark-vineyard`
pub const SEEN_MARK_VINEYARD: &str = "seen-mark-vineyard";
/// `seen-mark-volcano`
pub const SEEN_MARK_VOLCANO: &str = "seen-mark-volcano";
/// `seen-mark-wine`
pub const SEEN_MARK_WINE: &str = "seen-mark-wine";
/// `settle-comment-auto`
pub const SETTLE_COMMENT_AUTO: &str = "settle-comment-auto";
/// `settle-comment-open`
pub const SETTLE_COMMENT_OPEN: &str = "settle-comment-open";
/// `settle-comment-seen`
pub const SETTLE_COMMENT_SEEN: &str = "settle-comment-seen";
/// `settle-failed`
pub const SETTLE_FAILED: &str = "settle-failed";
/// `settle-not-position`
pub const SETTLE_NOT_POSITION: &str = "settle-not-position";
/// `settle-written`
pub const SETTLE_WRITTEN: &str = "settle-written";
/// `source-doc-base-rules`
pub const SOURCE_DOC_BASE_RULES: &str = "source-doc-base-rules";
/// `source-doc-classic-expansions-md`
pub const SOURCE_DOC_CLASSIC_EXPANSIONS_MD: &str = "source-doc-classic-expansions-md";
/// `source-doc-jcloisterzone`
pub const SOURCE_DOC_JCLOISTERZONE: &str = "source-doc-jcloisterzone";
/// `source-doc-keyflower-facts-md`
pub const SOURCE_DOC_KEYFLOWER_FACTS_MD: &str = "source-doc-keyflower-facts-md";
/// `spot-beside`
pub const SPOT_BESIDE: &str = "spot-beside";
/// `spot-corner`
pub const SPOT_CORNER: &str = "spot-corner";
/// `spot-feature`
pub const SPOT_FEATURE: &str = "spot-feature";
/// `spot-held`
pub const SPOT_HELD: &str = "spot-held";
/// `spot-tile`
pub const SPOT_TILE: &str = "spot-tile";
/// `term-kind-expansion`
pub const TERM_KIND_EXPANSION: &str = "term-kind-expansion";
/// `term-kind-feature`
pub const TERM_KIND_FEATURE: &str = "term-kind-feature";
/// `term-kind-piece`
pub const TERM_KIND_PIECE: &str = "term-kind-piece";
/// `term-kind-piece-type`
pub const TERM_KIND_PIECE_TYPE: &str = "term-kind-piece-type";
/// `term-kind-term`
pub const TERM_KIND_TERM: &str = "term-kind-term";
/// `term-kind-token`
pub const TERM_KIND_TOKEN: &str = "term-kind-token";
/// `tile-heading`
pub const TILE_HEADING: &str = "tile-heading";
/// `tile-legend`
pub const TILE_LEGEND: &str = "tile-legend";
/// `tile-legend-places`
pub const TILE_LEGEND_PLACES: &str = "tile-legend-places";
/// `tile-note-bazaar`
pub const TILE_NOTE_BAZAAR: &str = "tile-note-bazaar";
/// `tile-note-cathedral`
pub const TILE_NOTE_CATHEDRAL: &str = "tile-note-cathedral";
/// `tile-note-dragon`
pub const TILE_NOTE_DRAGON: &str = "tile-note-dragon";
/// `tile-note-hill`
pub const TILE_NOTE_HILL: &str = "tile-note-hill";
/// `tile-note-inn`
pub const TILE_NOTE_INN: &str = "tile-note-inn";
/// `tile-note-no-castle`
pub const TILE_NOTE_NO_CASTLE: &str = "tile-note-no-castle";
/// `tile-note-pennants`
pub const TILE_NOTE_PENNANTS: &str = "tile-note-pennants";
/// `tile-note-portal`
pub const TILE_NOTE_PORTAL: &str = "tile-note-portal";
/// `tile-note-princess`
pub const TILE_NOTE_PRINCESS: &str = "tile-note-princess";
/// `tile-note-touches`
pub const TILE_NOTE_TOUCHES: &str = "tile-note-touches";
/// `tile-note-vineyard`
pub const TILE_NOTE_VINEYARD: &str = "tile-note-vineyard";
/// `tile-note-volcano`
pub const TILE_NOTE_VOLCANO: &str = "tile-note-volcano";
/// `tile-summary-acrobats`
pub const TILE_SUMMARY_ACROBATS: &str = "tile-summary-acrobats";
/// `tile-summary-circus`
pub const TILE_SUMMARY_CIRCUS: &str = "tile-summary-circus";
/// `tile-summary-city`
pub const TILE_SUMMARY_CITY: &str = "tile-summary-city";
/// `tile-summary-field`
pub const TILE_SUMMARY_FIELD: &str = "tile-summary-field";
/// `tile-summary-garden`
pub const TILE_SUMMARY_GARDEN: &str = "tile-summary-garden";
/// `tile-summary-monastery`
pub const TILE_SUMMARY_MONASTERY: &str = "tile-summary-monastery";
/// `tile-summary-river`
pub const TILE_SUMMARY_RIVER: &str = "tile-summary-river";
/// `tile-summary-road`
pub const TILE_SUMMARY_ROAD: &str = "tile-summary-road";
/// `tile-summary-tower`
pub const TILE_SUMMARY_TOWER: &str = "tile-summary-tower";
/// `tiles-footnote`
pub const TILES_FOOTNOTE: &str = "tiles-footnote";
/// `tiles-seen`
pub const TILES_SEEN: &str = "tiles-seen";
/// `tiles-show-other-game`
pub const TILES_SHOW_OTHER_GAME: &str = "tiles-show-other-game";
/// `tower-floors-placed`
pub const TOWER_FLOORS_PLACED: &str = "tower-floors-placed";
/// `transcribe-ambiguous-edge`
pub const TRANSCRIBE_AMBIGUOUS_EDGE: &str = "transcribe-ambiguous-edge";
/// `transcribe-ambiguous-inside`
pub const TRANSCRIBE_AMBIGUOUS_INSIDE: &str = "transcribe-ambiguous-inside";
/// `transcribe-bad-edges`
pub const TRANSCRIBE_BAD_EDGES: &str = "transcribe-bad-edges";
/// `transcribe-bad-mark`
pub const TRANSCRIBE_BAD_MARK: &str = "transcribe-bad-mark";
/// `transcribe-bad-rot`
pub const TRANSCRIBE_BAD_ROT: &str = "transcribe-bad-rot";
/// `transcribe-id-seen-mismatch`
pub const TRANSCRIBE_ID_SEEN_MISMATCH: &str = "transcribe-id-seen-mismatch";
/// `transcribe-no-fit`
pub const TRANSCRIBE_NO_FIT: &str = "transcribe-no-fit";
/// `transcribe-no-fit-knock-on`
pub const TRANSCRIBE_NO_FIT_KNOCK_ON: &str = "transcribe-no-fit-knock-on";
/// `transcribe-no-tile`
pub const TRANSCRIBE_NO_TILE: &str = "transcribe-no-tile";
/// `transcribe-picture`
pub const TRANSCRIBE_PICTURE: &str = "transcribe-picture";
/// `transcribe-pictures-allowed`
pub const TRANSCRIBE_PICTURES_ALLOWED: &str = "transcribe-pictures-allowed";
/// `transcribe-pictures-heading`
pub const TRANSCRIBE_PICTURES_HEADING: &str = "transcribe-pictures-heading";
/// `transcribe-seen-and-rot`
pub const TRANSCRIBE_SEEN_AND_ROT: &str = "transcribe-seen-and-rot";
/// `transcribe-seen-none`
pub const TRANSCRIBE_SEEN_NONE: &str = "transcribe-seen-none";
/// `verdict-allowed-by`
pub const VERDICT_ALLOWED_BY: &str = "verdict-allowed-by";
/// `warning-until-beyond`
pub const WARNING_UNTIL_BEYOND: &str = "warning-until-beyond";
/// `yaml-duplicate-key`
pub const YAML_DUPLICATE_KEY: &str = "yaml-duplicate-key";
/// `yaml-syntax`
pub const YAML_SYNTAX: &str = "yaml-syntax";
/// `yaml-too-complex`
pub const YAML_TOO_COMPLEX: &str = "yaml-too-complex";
/// `yaml-wrong-length`
pub const YAML_WRONG_LENGTH: &str = "yaml-wrong-length";
/// `yaml-wrong-type`
pub const YAML_WRONG_TYPE: &str = "yaml-wrong-type";
/// `yes`
pub const YES: &str = "yes";
