-- The direct-link names a module held before its company was renamed. They stay the module's:
-- the old link /{former name} answers 301 to the current one, and no other module can be given
-- them (docs/decisions/0047-former-module-names.md). The module can take one back.
CREATE TABLE module_former_names (
  name text PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  retired_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX module_former_names_module ON module_former_names (module_id);

-- Kept by the database on every write of modules.name, whichever code path makes it:
-- - a name that is another module's former name is refused as a unique violation (the same
--   error as a name another module holds now, which the name allocation already retries);
-- - the name a module leaves becomes one of its former names; a former name it takes back is
--   its current name again.
-- The advisory locks serialise two writes touching the same name, so one cannot take a name in
-- the moment another module leaves it.
CREATE FUNCTION modules_keep_former_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('module-name:' || NEW.name));
    IF EXISTS (SELECT 1 FROM module_former_names WHERE name = NEW.name AND module_id <> NEW.id) THEN
      RAISE EXCEPTION 'The direct-link name "%" belongs to another module', NEW.name
        USING ERRCODE = 'unique_violation';
    END IF;
    DELETE FROM module_former_names WHERE name = NEW.name AND module_id = NEW.id;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.name IS NOT NULL AND OLD.name IS DISTINCT FROM NEW.name THEN
    PERFORM pg_advisory_xact_lock(hashtext('module-name:' || OLD.name));
    INSERT INTO module_former_names (name, module_id) VALUES (OLD.name, NEW.id)
      ON CONFLICT (name) DO UPDATE SET retired_at = now()
      WHERE module_former_names.module_id = EXCLUDED.module_id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER modules_keep_former_names BEFORE INSERT OR UPDATE OF name ON modules
  FOR EACH ROW EXECUTE FUNCTION modules_keep_former_names();
