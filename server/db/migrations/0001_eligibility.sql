CREATE TABLE "prescreen_form" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trial_ids" uuid[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescreen_form_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial" ADD COLUMN "criteria_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial" ADD COLUMN "import_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trial" ADD COLUMN "source_record" jsonb;--> statement-breakpoint
ALTER TABLE "processing_run" ADD COLUMN "output" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prescreen_form" ADD CONSTRAINT "prescreen_form_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_form_version" ADD CONSTRAINT "prescreen_form_version_form_id_prescreen_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."prescreen_form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescreen_form_org_idx" ON "prescreen_form" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescreen_form_version_uq" ON "prescreen_form_version" USING btree ("form_id","version");