-- Every instance keeps a short-lived cache of who is behind each session. Any change that could
-- alter who a session is, or what /api/users/me shows, announces itself on the channel hris_auth,
-- whoever makes it (the API, a script, psql), so every instance drops what it cached.
CREATE OR REPLACE FUNCTION hris_notify_auth_change() RETURNS trigger AS $$
BEGIN
  IF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('hris_auth', 'session:' || NEW.id::text);
  ELSIF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('hris_auth', 'user:' || COALESCE(NEW.id, OLD.id)::text);
  ELSIF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'user_roles' THEN
    PERFORM pg_notify('hris_auth', 'user:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('hris_auth', 'all');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_views_auth_change AFTER INSERT OR UPDATE OR DELETE ON role_views FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER personnel_auth_change AFTER UPDATE OR DELETE ON personnel FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER departments_auth_change AFTER UPDATE OR DELETE ON departments FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER positions_auth_change AFTER UPDATE OR DELETE ON positions FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER campuses_auth_change AFTER UPDATE OR DELETE ON campuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_auth_change();
