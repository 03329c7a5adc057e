-- The widget's automatic height (docs/decisions/0124-automatic-widget-height.md): a module height
-- of 0 means "as tall as its content, no scrolling inside"; a positive height stays the widget's
-- maximum height. Automatic is the default of new modules. Modules still at the old default of
-- 950 px become automatic (no owner chose 950: it was filled in at creation and is taller than a
-- laptop window); any other height was typed by an owner and is kept.
ALTER TABLE modules DROP CONSTRAINT modules_module_height_check;
ALTER TABLE modules ADD CONSTRAINT modules_module_height_check CHECK (module_height >= 0);
ALTER TABLE modules ALTER COLUMN module_height SET DEFAULT 0;
UPDATE modules SET module_height = 0 WHERE module_height = 950;
