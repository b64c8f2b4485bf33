-- Every instance keeps guest reads (features/share/share-cache.ts, decision 025). A write that
-- changes what guests see, made by any instance, a script or a cascade, tells all of them at its
-- commit on the channel hatira_share_changed:
-- - a change of posts, or of whether media are ready, says which event and album and the oldest
--   post touched ("<qr_code_id> <album_id> <created_at to the microsecond, UTC>"): only that
--   event's home page and the album's gallery pages from the newest down to that post are stale;
-- - any other change (events, albums, subscriptions, plans, a TRUNCATE) says '': all is stale.
-- Claiming and renewing media jobs touch only the lease columns and stay silent. PostgreSQL folds
-- equal notifications of one transaction into one.
CREATE FUNCTION hatira_share_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hatira_share_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_share_position(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_share_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('hatira_share_changed', qr_code_id || ' ' || album_id || ' ' || hatira_share_position(min(created_at)))
      FROM new_rows GROUP BY qr_code_id, album_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hatira_share_changed', qr_code_id || ' ' || album_id || ' ' || hatira_share_position(min(created_at)))
      FROM old_rows GROUP BY qr_code_id, album_id;
  ELSE
    PERFORM pg_notify('hatira_share_changed', qr_code_id || ' ' || album_id || ' ' || hatira_share_position(min(created_at)))
      FROM (SELECT qr_code_id, album_id, created_at FROM new_rows
            UNION ALL SELECT qr_code_id, album_id, created_at FROM old_rows) AS changed
      GROUP BY qr_code_id, album_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_share_media_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('hatira_share_changed', p.qr_code_id || ' ' || p.album_id || ' ' || hatira_share_position(min(p.created_at)))
      FROM new_rows AS m JOIN posts AS p ON p.id = m.post_id
      WHERE m.status = 'ready' GROUP BY p.qr_code_id, p.album_id;
  ELSIF TG_OP = 'DELETE' THEN
    -- a post deleted with its media is gone from posts here: its own trigger has told
    PERFORM pg_notify('hatira_share_changed', p.qr_code_id || ' ' || p.album_id || ' ' || hatira_share_position(min(p.created_at)))
      FROM old_rows AS m JOIN posts AS p ON p.id = m.post_id
      WHERE m.status = 'ready' GROUP BY p.qr_code_id, p.album_id;
  ELSE
    PERFORM pg_notify('hatira_share_changed', p.qr_code_id || ' ' || p.album_id || ' ' || hatira_share_position(min(p.created_at)))
      FROM new_rows AS m JOIN old_rows AS o ON o.id = m.id JOIN posts AS p ON p.id = m.post_id
      WHERE m.status IS DISTINCT FROM o.status
      GROUP BY p.qr_code_id, p.album_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER qr_codes_share_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
--> statement-breakpoint
CREATE TRIGGER albums_share_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "albums"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
--> statement-breakpoint
CREATE TRIGGER subscriptions_share_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_share_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
--> statement-breakpoint
CREATE TRIGGER posts_share_inserted AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_posts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_share_updated AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_posts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_share_deleted AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_posts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_share_truncated AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
--> statement-breakpoint
CREATE TRIGGER media_share_inserted AFTER INSERT ON "media" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_media_changed();
--> statement-breakpoint
CREATE TRIGGER media_share_updated AFTER UPDATE ON "media" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_media_changed();
--> statement-breakpoint
CREATE TRIGGER media_share_deleted AFTER DELETE ON "media" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_media_changed();
--> statement-breakpoint
CREATE TRIGGER media_share_truncated AFTER TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_share_changed();
