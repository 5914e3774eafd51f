CREATE TABLE "chat_agent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"trial_ids" uuid[] DEFAULT '{}' NOT NULL,
	"prescreen_form_id" uuid,
	"greeting" text DEFAULT '' NOT NULL,
	"persona" text DEFAULT '' NOT NULL,
	"contact_consent_text" text DEFAULT '' NOT NULL,
	"handoff_text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_agent" ADD CONSTRAINT "chat_agent_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_agent" ADD CONSTRAINT "chat_agent_prescreen_form_id_prescreen_form_id_fk" FOREIGN KEY ("prescreen_form_id") REFERENCES "public"."prescreen_form"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_agent_org_idx" ON "chat_agent" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_agent_published_uq" ON "chat_agent" USING btree ("organization_id") WHERE "chat_agent"."published";