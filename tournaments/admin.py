from django.contrib import admin

from tournaments import models as m


class OrganisedByUser(admin.ModelAdmin):
    """Staff see and change only the events they organise (superusers see all)."""

    event_path = "event"

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        if request.user.is_superuser:
            return qs
        return qs.filter(**{f"{self.event_path}__organisers": request.user})


@admin.register(m.Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "membership_number", "email"]
    search_fields = ["name", "membership_number", "email"]


class EntrantInline(admin.TabularInline):
    model = m.Entrant
    fields = ["label", "number", "direction", "name"]
    readonly_fields = ["label", "number", "direction"]
    extra = 0
    can_delete = False


@admin.register(m.Event)
class EventAdmin(OrganisedByUser):
    event_path = "pk"
    list_display = ["name", "date", "game", "form", "movement_kind", "status", "published"]
    list_filter = ["game", "form", "status", "published"]
    search_fields = ["name", "venue"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["organisers"]
    inlines = [EntrantInline]

    def get_queryset(self, request):
        qs = admin.ModelAdmin.get_queryset(self, request)
        return qs if request.user.is_superuser else qs.filter(organisers=request.user)


@admin.register(m.Entrant)
class EntrantAdmin(OrganisedByUser):
    list_display = ["label", "name", "event"]
    list_filter = ["event"]


@admin.register(m.Result)
class ResultAdmin(OrganisedByUser):
    """Results are read here; every change goes through the traveller pages and its trail."""

    event_path = "tray__event"
    list_display = ["tray", "seating", "ns_tricks", "ew_tricks", "adjustment", "entered_at"]
    list_filter = ["tray__event"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(m.ResultChange)
class ResultChangeAdmin(OrganisedByUser):
    list_display = ["event", "tray", "seating", "action", "reason", "changed_by", "changed_at"]
    list_filter = ["event", "action"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
