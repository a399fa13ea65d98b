-- Catalogue changes (issue 9): every statement that can change what a product list shows tells the servers
-- through NOTIFY on one channel per schema, `robomarket_catalogue_<schema>` (as migration 0012 names its event
-- channel), so each instance on that database and schema drops the list pages it keeps
-- (`modules/products/list-cache.ts`). A notification is delivered when its transaction commits, never before,
-- and once per transaction whatever the number of statements (identical payloads are folded).
-- Product views are not here: Trending pages are never kept.

CREATE FUNCTION notify_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('robomarket_catalogue_' || TG_TABLE_SCHEMA, '');
  RETURN NULL;
END;
$$;

-- Every column of a product shows in a list or filters it.
CREATE TRIGGER products_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

-- A business's name is the seller name of the products listed under it.
CREATE TRIGGER businesses_catalogue_change
  AFTER UPDATE OF name OR DELETE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

-- A seller's own name is the seller name of products without a business; the role is the seller type filter.
CREATE TRIGGER users_catalogue_change
  AFTER UPDATE OF first_name, last_name, role OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
