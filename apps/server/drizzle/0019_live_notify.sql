-- The venue screen's live slideshow (features/live/live.hub.ts, decision 052). A write that changes
-- what a screen shows, made by any instance, a script or a cascade (moderation, a guest's delete, a
-- block), tells every instance at its commit on the channel hatira_live, as JSON
-- {"qrCodeId", "postId", "kind"}:
-- - ready: a media item of a published post became ready (the worker finished it);
-- - status: a post became published or stopped being so (approved, rejected, hidden by a block,
--   given back by an unblock), or a published post moved to another album;
-- - deleted: a published post was deleted (by the owner, the guest, or with its album or event);
-- - album: an album's visibility, reveal time, state or password changed (postId null);
-- - settings: a QR code whose slideshow is on changed its link, its slideshow settings, or what
--   the screen shows of the event (title, colour, share link, active), or was deleted (postId null).
-- Each instance's hub reads the rest. PostgreSQL folds equal notifications of one transaction.
CREATE FUNCTION hatira_live_notify(qr_code_id uuid, post_id uuid, kind text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('hatira_live', json_build_object('qrCodeId', qr_code_id, 'postId', post_id, 'kind', kind)::text)
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_live_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM hatira_live_notify(o.qr_code_id, o.id, 'deleted') FROM old_rows AS o WHERE o.status = 'published';
  ELSE
    PERFORM hatira_live_notify(n.qr_code_id, n.id, 'status')
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.status = 'published' OR o.status = 'published')
        AND (n.status IS DISTINCT FROM o.status OR n.album_id IS DISTINCT FROM o.album_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_live_media_ready() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hatira_live_notify(p.qr_code_id, p.id, 'ready')
      FROM (SELECT DISTINCT post_id FROM new_rows WHERE status = 'ready') AS m
      JOIN posts AS p ON p.id = m.post_id WHERE p.status = 'published';
  ELSE
    PERFORM hatira_live_notify(p.qr_code_id, p.id, 'ready')
      FROM (SELECT DISTINCT n.post_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
            WHERE n.status = 'ready' AND o.status IS DISTINCT FROM 'ready') AS m
      JOIN posts AS p ON p.id = m.post_id WHERE p.status = 'published';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_live_album_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hatira_live_notify(NEW.qr_code_id, NULL, 'album');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION hatira_live_qr_code_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hatira_live_notify(OLD.id, NULL, 'settings');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_live_updated AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_live_posts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_live_deleted AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_live_posts_changed();
--> statement-breakpoint
CREATE TRIGGER media_live_inserted AFTER INSERT ON "media" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_live_media_ready();
--> statement-breakpoint
CREATE TRIGGER media_live_updated AFTER UPDATE ON "media" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hatira_live_media_ready();
--> statement-breakpoint
CREATE TRIGGER albums_live_changed AFTER UPDATE ON "albums" FOR EACH ROW
  WHEN ((OLD.visibility, OLD.reveal_at, OLD.is_active, OLD.password_hash IS NULL, OLD.qr_code_id)
        IS DISTINCT FROM (NEW.visibility, NEW.reveal_at, NEW.is_active, NEW.password_hash IS NULL, NEW.qr_code_id))
  EXECUTE FUNCTION hatira_live_album_changed();
--> statement-breakpoint
CREATE TRIGGER qr_codes_live_updated AFTER UPDATE ON "qr_codes" FOR EACH ROW
  WHEN (OLD.slideshow_token IS NOT NULL AND
        (OLD.slideshow_token, OLD.slideshow_interval, OLD.slideshow_include_videos, OLD.slideshow_show_names,
         OLD.slideshow_include_hidden, OLD.title, OLD.theme_color, OLD.hash, OLD.is_active)
        IS DISTINCT FROM
        (NEW.slideshow_token, NEW.slideshow_interval, NEW.slideshow_include_videos, NEW.slideshow_show_names,
         NEW.slideshow_include_hidden, NEW.title, NEW.theme_color, NEW.hash, NEW.is_active))
  EXECUTE FUNCTION hatira_live_qr_code_changed();
--> statement-breakpoint
CREATE TRIGGER qr_codes_live_deleted AFTER DELETE ON "qr_codes" FOR EACH ROW
  WHEN (OLD.slideshow_token IS NOT NULL)
  EXECUTE FUNCTION hatira_live_qr_code_changed();
