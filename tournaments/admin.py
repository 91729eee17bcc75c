"""The admin is the site administrator's: clubs, their accounts and roles, and a read-only
look at results.  Staff accounts that are not superusers see only the clubs they organise."""

from django.contrib import admin

from tournaments import models as m


class OrganisedByUser(admin.ModelAdmin):
    """Staff see and change only their own clubs' rows (superusers see all)."""

    club_path = "event__club"

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        if request.user.is_superuser:
            return qs
        return qs.filter(
            **{
                f"{self.club_path}__members__user": request.user,
                f"{self.club_path}__members__role": m.Role.ORGANISER,
            }
        ).distinct()


class MemberInline(admin.TabularInline):
    model = m.ClubMember
    fields = ["user", "role"]
    extra = 1


@admin.register(m.Club)
class ClubAdmin(OrganisedByUser):
    club_path = "pk"
    list_display = ["name", "slug", "public_names"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [MemberInline]

    def get_queryset(self, request):
        qs = admin.ModelAdmin.get_queryset(self, request)
        if request.user.is_superuser:
            return qs
        return qs.filter(members__user=request.user, members__role=m.Role.ORGANISER)


@admin.register(m.Player)
class PlayerAdmin(OrganisedByUser):
    club_path = "club"
    list_display = ["name", "club", "membership_number", "email"]
    list_filter = ["club"]
    search_fields = ["name", "membership_number", "email"]


class EntrantInline(admin.TabularInline):
    model = m.Entrant
    fields = ["label", "number", "direction", "name"]
    readonly_fields = ["label", "number", "direction"]
    extra = 0
    can_delete = False


@admin.register(m.Event)
class EventAdmin(OrganisedByUser):
    club_path = "club"
    list_display = ["name", "date", "game", "form", "movement_kind", "status", "published"]
    list_filter = ["game", "form", "status", "published"]
    search_fields = ["name", "venue"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["organisers"]
    inlines = [EntrantInline]


@admin.register(m.Entrant)
class EntrantAdmin(OrganisedByUser):
    list_display = ["label", "name", "event"]
    list_filter = ["event"]


@admin.register(m.Result)
class ResultAdmin(OrganisedByUser):
    """Results are read here; every change goes through the traveller pages and its trail."""

    club_path = "tray__event__club"
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
