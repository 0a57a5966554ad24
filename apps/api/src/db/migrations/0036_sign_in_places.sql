CREATE TABLE "sign_in_places" (
	"key" text PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
